"""ServiceGraph for Bazel: a target's components, generated from its services.json by the
`servicegraph` tool, compiled into a swift_library.

Every input and output of the generate action is declared, and every path passed to the tool
is relative to the execution root, so the generated files are the same bytes in any checkout
and on any machine: a remote cache hits across checkouts. (The SwiftPM plugin passes the
manifest's full path instead, for Xcode to open it from a compiler error.)

    load("@servicegraph//Bazel:servicegraph.bzl", "servicegraph_swift_library")

    servicegraph_swift_library(
        name = "Search",
        srcs = glob(["*.swift"]),
        manifest = "services.json",
        modules = {"Sync": "//Sources/Sync:Sync.interface.swift"},
        deps = ["//Sources/Sync"],
    )
"""

load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")

def servicegraph_outputs(name, service_files = 0):
    """The files `servicegraph_generate` writes for `name`: its Swift files, then its interface.

    Args:
      name: the name given to servicegraph_generate.
      service_files: how many files of service accessors it writes.

    Returns:
      A struct with `swift` (the generated Swift files) and `interface` (the interface file).
    """
    # Starlark's `%` has no width: `Services01`, as the SwiftPM plugin names them.
    services = [
        "%s.Services%s%d.generated.swift" % (name, "0" if index < 9 else "", index + 1)
        for index in range(service_files)
    ]
    return struct(
        swift = ["%s.generated.swift" % name] + services,
        interface = "%s.interface.swift" % name,
    )

def servicegraph_generate(
        name,
        manifest,
        module_name,
        srcs = [],
        modules = {},
        service_files = 0,
        tool = Label("//:servicegraph"),
        **kwargs):
    """Runs `servicegraph generate` on `manifest` in a genrule.

    Args:
      name: the rule's name, and the start of its outputs' names.
      manifest: the target's services.json.
      module_name: the Swift module the generated code is compiled into.
      srcs: the target's Swift files, which the generator scans for the types they declare (a
        type named like a generated one is reported in the manifest). They are inputs, so an
        edit reruns the generator; its output is then the same bytes, and nothing recompiles.
      modules: for each module the manifest composes, its name and the label of its interface
        file (`<name>.interface.swift` of that module's servicegraph_generate).
      service_files: for a large graph, how many files of service accessors to write (about one
        per 64 KiB of manifest, as the SwiftPM plugin does), so that the compiler shares them out.
      tool: the `servicegraph` binary.
      **kwargs: passed to the genrule (visibility, tags).
    """
    outputs = servicegraph_outputs(name, service_files)
    arguments = [
        "$(execpath %s)" % tool,
        "generate",
        "$(execpath %s)" % manifest,
        "--module-name",
        module_name,
        # Relative to the execution root: the same text in every checkout.
        "--source-location-path",
        "$(execpath %s)" % manifest,
        "--output",
        "$(execpath %s)" % outputs.swift[0],
        "--interface-output",
        "$(execpath %s)" % outputs.interface,
    ]
    for output in outputs.swift[1:]:
        arguments += ["--service-output", "$(execpath %s)" % output]
    for module in sorted(modules.keys()):
        arguments += ["--module", "%s=$(execpath %s)" % (module, modules[module])]
    for source in srcs:
        arguments += ["--target-source", "$(execpath %s)" % source]
    native.genrule(
        name = name,
        srcs = [manifest] + srcs + [modules[module] for module in sorted(modules.keys())],
        outs = outputs.swift + [outputs.interface],
        cmd = " ".join(arguments),
        tools = [tool],
        **kwargs
    )

def servicegraph_swift_library(
        name,
        manifest,
        srcs,
        deps = [],
        module_name = None,
        modules = {},
        service_files = 0,
        runtime = Label("//:ServiceGraph"),
        tool = Label("//:servicegraph"),
        **kwargs):
    """A swift_library of `srcs` and the components generated from `manifest`.

    Its interface file, `<name>.interface.swift`, is what the libraries composing this one pass
    in their `modules`.

    Args:
      name: the library's name.
      manifest: the library's services.json.
      srcs: the library's Swift files.
      deps: the library's dependencies; the ServiceGraph runtime is added.
      module_name: the Swift module's name (default: `name`).
      modules: as in servicegraph_generate.
      service_files: as in servicegraph_generate.
      runtime: the ServiceGraph runtime library.
      tool: the `servicegraph` binary.
      **kwargs: passed to the swift_library (visibility, copts, tags).
    """
    module = module_name or name
    servicegraph_generate(
        name = name + "_servicegraph",
        manifest = manifest,
        module_name = module,
        srcs = srcs,
        modules = modules,
        service_files = service_files,
        tool = tool,
        visibility = kwargs.get("visibility"),
    )
    generated = servicegraph_outputs(name + "_servicegraph", service_files)
    native.alias(
        name = name + ".interface.swift",
        actual = ":" + generated.interface,
        visibility = kwargs.get("visibility"),
    )
    swift_library(
        name = name,
        module_name = module,
        srcs = srcs + generated.swift,
        deps = deps + [runtime],
        **kwargs
    )
