#!/usr/bin/env python3
"""Measurement 12: one collection gathered from contributions of many modules (issue 22).

    measure_contributions.py [--smoke] [--repetitions R] [--results-dir DIR]

Writes, in a temp dir, a `Shared` module (the `Plugin` protocol) and 100 feature modules
(Plugins000 to Plugins099), each with a services.json of 10 services that contribute to
`plugins` (`"contributes": {"to": "plugins", "order": K}`), and an app manifest that composes them
all and declares `"plugins": {"type": "[any Plugin]", "collects": "list"}`: 1,000 contributions.
The modules' code is generated with the release `servicegraph` and compiled with `swiftc`, once
per mode, so only the app's own code is timed. Then, in one run:

  (a) times `servicegraph generate` on the app's manifest (R runs);
  (b) times the debug (-Onone) compile of the app's module from its generated file, and of the
      same module written by hand: one file whose array literal builds the 1,000 plugins from the
      modules' public types (R compiles each, interleaved);
  (c) builds both, in release, into one executable, and times in fresh processes (R each,
      interleaved) reading the collection: `component.plugins` on the generated `any AppComponent`
      against the hand-written container's lazy property behind a lock (the hand-written baseline
      of every runtime goal) and a stored `let` (the floor), read with every element visited
      (what a consumer of a plug-in list does), and read alone.

--smoke: 4 modules of 5 contributions, one or two repetitions, the debug `servicegraph`. Writes
contributions.json.
"""
import os
import re
import subprocess
import tempfile

from measure_compile import SWIFTC, build_runtime, c_module_flags
from results import (generator_for, measurement, parse_arguments, row, run_checked,
                     write_results)

COMMAND = "cd Benchmarks && Scripts/measure_contributions.py"
GENERATED = "generated (thread-safe)"
HAND_WRITTEN = "hand-written locked lazy"
STORED_LET = "stored let"
MODES = {"debug": ["-Onone"], "release": ["-O", "-wmo"]}
READS = 200_000
READERS = ((GENERATED, "generated"), (HAND_WRITTEN, "locked"), (STORED_LET, "stored"))


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def module_name(index):
    return f"Plugins{index:03d}"


def write_modules(root, modules, per_module):
    """Each module's manifest and plugin types; returns their manifests' paths, by module name."""
    manifests = {}
    for index in range(modules):
        name = module_name(index)
        services = ",\n".join(
            f'    "plugin{k}": {{"type": "any Plugin", "real": "{name}Plugin{k}", '
            f'"contributes": {{"to": "plugins", "order": {k}}}}}' for k in range(per_module))
        manifests[name] = os.path.join(root, name, "services.json")
        write(manifests[name], '{\n  "version": 1,\n  "imports": ["Shared"],\n'
              '  "module": {"provides": []},\n  "environments": {"prod": "real"},\n'
              f'  "services": {{\n{services}\n  }}\n}}\n')
        write(os.path.join(root, name, "Plugins.swift"), "import Shared\n\n" + "".join(
            f"public struct {name}Plugin{k}: Plugin {{\n    public let weight = {index * per_module + k}\n"
            "    public init() {}\n}\n" for k in range(per_module)))
    return manifests


def write_app(root, manifests, per_module):
    """The app's manifest, and the hand-written module that builds the same list itself."""
    compose = ", ".join(f'"{name}"' for name in manifests)
    write(os.path.join(root, "App", "services.json"),
          '{\n  "version": 1,\n  "imports": ["Shared"],\n  "access": "public",\n'
          f'  "compose": [{compose}],\n  "environments": {{"prod": "real"}},\n'
          '  "services": {\n    "plugins": {"type": "[any Plugin]", "collects": "list"}\n  }\n}\n')
    # The generated order: by `order`, then by module name.
    elements = [f"        {name}Plugin{k}()," for k in range(per_module) for name in sorted(manifests)]
    imports = "".join(f"import {name}\n" for name in manifests)
    write(os.path.join(root, "HandWritten", "HandWritten.swift"),
          f"import Foundation\nimport Shared\n{imports}\n"
          "/// The plug-in list composed by hand: one array literal.\n"
          "public func makePlugins() -> [any Plugin] {\n    [\n" + "\n".join(elements) + "\n    ]\n}\n\n"
          "/// As a hand-written container keeps it: built on first use, behind a lock (as the\n"
          "/// resolution benchmarks' hand-written composition keeps every singleton).\n"
          "public final class HandWrittenPlugins: @unchecked Sendable {\n"
          "    private let lock = NSLock()\n    private var built: [any Plugin]?\n\n"
          "    public init() {}\n\n"
          "    public var plugins: [any Plugin] {\n        lock.lock()\n        defer { lock.unlock() }\n"
          "        if let built { return built }\n        let made = makePlugins()\n        built = made\n"
          "        return made\n    }\n}\n\n"
          "/// The floor: the list in a stored `let`, built when the container is.\n"
          "public final class StoredPlugins: Sendable {\n    public let plugins = makePlugins()\n\n"
          "    public init() {}\n}\n")


def generate(tool, manifest, output, modules=None, module_name_=None):
    argv = [tool, "generate", manifest, "--output", output]
    if module_name_:
        argv += ["--module-name", module_name_]
    for name, path in (modules or {}).items():
        argv += ["--module", f"{name}={path}"]
    return argv


def compile_module(mode, name, sources, search, out_dir, library):
    """swiftc for one module: its .swiftmodule, and in release its static library too."""
    argv = SWIFTC + MODES[mode] + search + ["-module-name", name, "-emit-module",
                                            "-emit-module-path", os.path.join(out_dir, f"{name}.swiftmodule")]
    if library:
        argv += ["-emit-library", "-static", "-o", os.path.join(out_dir, f"lib{name}.a")]
    return argv + sources


READER = """import Foundation
import Shared

/// Reads the collection `reads` times and returns the nanoseconds per read.
@inline(never)
func time(reads: Int, visit: Bool, _ collection: () -> [any Plugin]) -> Double {
    var checksum = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<reads {
        let plugins = collection()
        if visit {
            for plugin in plugins { checksum &+= plugin.weight }
        } else {
            checksum &+= plugins.count
        }
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    if checksum == 42 { print("") }
    return Double(elapsed) / Double(reads)
}

@main enum Main {
    static func main() {
        let arguments = CommandLine.arguments
        let reads = Int(arguments[3])!
        let visit = arguments[2] == "visit"
        let nanoseconds: Double
        switch arguments[1] {
        case "generated":
            let component: any AppComponent = makeAppComponent(for: .prod)
            _ = component.plugins  // built once, before timing
            nanoseconds = time(reads: reads, visit: visit) { component.plugins }
        case "locked":
            let composition = HandWrittenPlugins()
            _ = composition.plugins
            nanoseconds = time(reads: reads, visit: visit) { composition.plugins }
        default:
            let stored = StoredPlugins()
            nanoseconds = time(reads: reads, visit: visit) { stored.plugins }
        }
        print("nanoseconds \\(nanoseconds)")
    }
}
"""


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=10)
    modules, per_module = (4, 5) if arguments.smoke else (100, 10)
    work = tempfile.mkdtemp(prefix="servicegraph-contributions-")
    tool, build = generator_for(arguments.smoke)
    c_flags = c_module_flags(work)
    manifests = write_modules(os.path.join(work, "src"), modules, per_module)
    write_app(os.path.join(work, "src"), manifests, per_module)
    write(os.path.join(work, "src", "Shared", "Shared.swift"),
          "public protocol Plugin: Sendable {\n    var weight: Int { get }\n}\n")
    for name, manifest in manifests.items():
        run_checked(generate(tool, manifest, os.path.join(os.path.dirname(manifest), "Generated.swift"),
                             module_name_=name), log_path=os.path.join(work, "generate.log"))
    app_manifest = os.path.join(work, "src", "App", "services.json")
    app_generated = os.path.join(work, "src", "App", "Generated.swift")
    generator_samples = [run_checked(generate(tool, app_manifest, app_generated, manifests, "App"),
                                     log_path=os.path.join(work, "generate.log")).seconds * 1000
                         for _ in range(arguments.repetitions)]

    built = {}
    for mode in MODES:
        out = os.path.join(work, mode)
        build_runtime(MODES[mode], out, c_flags)
        search = c_flags + ["-I", out]
        release = mode == "release"
        log = os.path.join(out, "modules.log")
        run_checked(compile_module(mode, "Shared", [os.path.join(work, "src", "Shared", "Shared.swift")],
                                   search, out, release), log_path=log)
        for name in manifests:
            folder = os.path.join(work, "src", name)
            run_checked(compile_module(mode, name, [os.path.join(folder, "Plugins.swift"),
                                                    os.path.join(folder, "Generated.swift")],
                                       search, out, release), log_path=log)
        built[mode] = search

    # (b) The app module, generated and by hand, compiled in debug, interleaved.
    debug_out = os.path.join(work, "debug")
    sources = {GENERATED: [app_generated],
               HAND_WRITTEN: [os.path.join(work, "src", "HandWritten", "HandWritten.swift")]}
    compile_samples = {system: [] for system in sources}
    for _ in range(arguments.repetitions):
        for system, files in sources.items():
            argv = compile_module("debug", "App", files, built["debug"], os.path.join(work, "app-debug"), False)
            os.makedirs(os.path.join(work, "app-debug"), exist_ok=True)
            compile_samples[system].append(run_checked(argv, log_path=os.path.join(work, "app.log")).seconds)

    # (c) Both in one release executable; each read timed in fresh processes, interleaved.
    release_out = os.path.join(work, "release")
    write(os.path.join(work, "src", "Reader", "main.swift"), READER)
    libraries = ["-L", release_out, "-lServiceGraph", "-lShared"] + [f"-l{name}" for name in manifests]
    executable = os.path.join(work, "reader")
    run_checked(SWIFTC + MODES["release"] + built["release"] + ["-module-name", "App", "-o", executable,
                app_generated, sources[HAND_WRITTEN][0], os.path.join(work, "src", "Reader", "main.swift")]
                + libraries, log_path=os.path.join(work, "reader.log"))
    reads = 2_000 if arguments.smoke else READS
    read_samples = {(system, visit): [] for system in ("generated", "locked", "stored") for visit in ("visit", "read")}
    for _ in range(arguments.repetitions):
        for system, visit in read_samples:
            output = subprocess.run([executable, system, visit, str(reads)], check=True,
                                    capture_output=True, text=True).stdout
            read_samples[(system, visit)].append(float(re.search(r"nanoseconds ([\d.]+)", output).group(1)))

    count = modules * per_module
    label = f"{count:,} contributions from {modules} modules"
    measurements = [
        measurement("12-contributions-generator", f"`servicegraph generate` on an app gathering {label}",
                    "ms", COMMAND, None, [row(f"servicegraph generate ({build})", generator_samples)],
                    "The app's manifest, with every module's manifest read and checked."),
        measurement("12-contributions-compile", f"Compiling the app's module in debug: {label}",
                    "s", COMMAND, HAND_WRITTEN,
                    [row(system, samples) for system, samples in compile_samples.items()],
                    "One `swiftc -Onone` process each, the modules already compiled; the generated "
                    "module is the whole generated file (the component, TestComponent, a forwarded "
                    "member per contribution and the collection), the hand-written one an array "
                    "literal of the same plugins and the two containers that keep it."),
        measurement("12-contributions-read", f"Reading the collection of {label} and visiting every element",
                    "ns", COMMAND, HAND_WRITTEN,
                    [row(system, read_samples[(key, "visit")]) for system, key in READERS],
                    f"Release; per read, averaged over {reads:,} reads in a fresh process (the "
                    "collection built before timing), one sample per process, interleaved: "
                    "`component.plugins` on `any AppComponent`, the hand-written container's lazy "
                    "property behind a lock, and a stored `let` (the floor); each element's `weight` "
                    "summed."),
        measurement("12-contributions-access", f"Reading the collection of {label} alone",
                    "ns", COMMAND, HAND_WRITTEN,
                    [row(system, read_samples[(key, "read")]) for system, key in READERS],
                    "The same, reading only the array's count: the warm singleton read itself."),
    ]
    facts = {"modules": modules, "contributions per module": per_module, "reads per process": reads}
    write_results(arguments.results_dir, "contributions.json", measurements, facts)


if __name__ == "__main__":
    main()
