#!/usr/bin/env python3
"""Measurement 15: what the generated code adds to a target's debug build through `swift build` (issue 23).

    measure_swiftpm_compile.py [--smoke] [--repetitions R] [--results-dir DIR]

For the 1,000- and 10,000-service synthetic graphs, writes a package with two library targets of
the same stub types (split into files of 200 lines, as an app's types are spread over files):
`Stubs`, the types alone, and `Graph`, the types with the graph's services.json and
ServiceGraphPlugin. Builds both once (untimed: the runtime, the plugin and its tool), then, R
times, interleaved: deletes one target's own products (its objects, module and the index store,
and for `Graph` the plugin's outputs, so its generator runs again) and times `swift build
--target <it>`, SwiftPM's default debug build with its flags (-g, indexing, batch mode). Then,
for `Graph`, R times, two edits of one service in the middle of the graph, each in services.json
(its text, one dependency per line as the synthetic manifest is written) and in its type's
initializer: swapping its last two dependencies (the manifest keeps its lines), and removing its
last dependency (every later service moves up a line); times the rebuild after each and puts both
files back (rebuilding, untimed).

The plugin splits a manifest this large into files of service accessors (one per 64 KiB of
manifest): an edit recompiles the files whose text changed, the file of the service edited, and
after a removed line the later files too, whose `#sourceLocation` lines moved.

Rows: the clean build of each target, of `Graph` the rebuild after each edit, and of `Stubs` the
rebuild after the swap's edit of the initializer alone (the floor of any rebuild after it). What
the generated code adds is Graph's clean build minus Stubs'.

Then one more clean build of each target with the frontend's statistics, for the phase times
and Graph's type-checked function bodies by construct (swiftpm_compile_stats.py), and the count
of generated files each edit changed.

--smoke: the 400-service graph (its manifest large enough for one file of services), one
repetition. Writes swiftpm-compile.json.
"""
import glob
import json
import os
import shutil
import subprocess
import tempfile

import swiftpm_compile_stats
from results import REPO_ROOT, measurement, parse_arguments, row, run_checked, write_results, write_synthetic_graph

COMMAND = "cd Benchmarks && Scripts/measure_swiftpm_compile.py"
LINES_PER_STUB_FILE = 200
PACKAGE = "swiftpmcompile"


def package_manifest():
    return f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{PACKAGE}",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "ServiceGraph", path: {json.dumps(REPO_ROOT)})],
    targets: [
        .target(name: "Stubs"),
        .target(name: "Graph", dependencies: [.product(name: "ServiceGraph", package: "ServiceGraph")],
                plugins: [.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]),
    ]
)
"""


def write_package(directory, size):
    graph = os.path.join(directory, "graph")
    write_synthetic_graph(size, graph)
    with open(os.path.join(directory, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(package_manifest())
    with open(os.path.join(graph, "Stubs.swift"), encoding="utf-8") as file:
        lines = file.readlines()
    for target in ("Stubs", "Graph"):
        sources = os.path.join(directory, "Sources", target)
        os.makedirs(sources, exist_ok=True)
        for start in range(0, len(lines), LINES_PER_STUB_FILE):
            name = f"Stubs{start // LINES_PER_STUB_FILE:03d}.swift"
            with open(os.path.join(sources, name), "w", encoding="utf-8") as file:
                file.writelines(lines[start:start + LINES_PER_STUB_FILE])
    shutil.copy(os.path.join(graph, "services.json"), os.path.join(directory, "Sources", "Graph", "services.json"))


def debug_dir(package):
    return subprocess.run(["swift", "build", "--show-bin-path"], cwd=package, check=True,
                          capture_output=True, text=True).stdout.strip()


def clean_target(package, target):
    """Deletes what building `target` made, keeping the files SwiftPM writes while planning."""
    products = debug_dir(package)
    for root, _, files in os.walk(os.path.join(products, f"{target}.build")):
        for name in files:
            if name not in ("output-file-map.json", "sources", "module.modulemap"):
                os.remove(os.path.join(root, name))
    for path in glob.glob(os.path.join(products, "Modules", f"{target}.*")):
        os.remove(path)
    shutil.rmtree(os.path.join(products, "index"), ignore_errors=True)
    if target == "Graph":
        shutil.rmtree(plugin_outputs(package, target), ignore_errors=True)


def plugin_outputs(package, target):
    """Where the plugin writes `target`'s files: SwiftPM names the package by its identity, its folder's name."""
    return os.path.join(package, ".build", "plugins", "outputs", os.path.basename(package).lower(), target)


def build(package, target, log):
    return run_checked(["swift", "build", "--target", target], cwd=package, log_path=log).seconds


def build_with_flags(package, target, flags):
    """An untimed build with extra flags; returns its output."""
    log = os.path.join(package, "stats-build.log")
    run_checked(["swift", "build", "--target", target] + flags, cwd=package, log_path=log)
    with open(log, encoding="utf-8", errors="replace") as file:
        return file.read()


def generated_texts(package):
    """{file name: text} of the plugin's outputs for Graph."""
    texts = {}
    for path in glob.glob(os.path.join(plugin_outputs(package, "Graph"), "**", "*.swift"), recursive=True):
        with open(path, encoding="utf-8") as file:
            texts[os.path.basename(path)] = file.read()
    return texts


class DependencyEdit:
    """Edits one service's dependencies in services.json (its text, as a user does) and its type's initializer.

    `swap` exchanges its last two dependencies (and the initializer's last two parameters): the
    manifest keeps its lines. `remove` deletes its last dependency (a line of the manifest, which
    moves every later service one line up) and the initializer's last parameter.
    """

    def __init__(self, package, size, kind, target="Graph"):
        """In `Stubs`, which has no manifest, only the initializer changes."""
        self.kind = kind
        self.has_manifest = target == "Graph"
        self.manifest = os.path.join(package, "Sources", "Graph", "services.json")
        with open(self.manifest, encoding="utf-8") as file:
            self.original_manifest = file.read()
        services = json.loads(self.original_manifest)["services"]
        index = next(i for i in range(size // 2, size)
                     if isinstance(services[f"s{i}"].get("real"), dict)
                     and len(services[f"s{i}"]["real"].get("dependencies", [])) >= 2)
        self.service = f"s{index}"
        self.type = f"Service{index}Impl"
        self.dependencies = services[self.service]["real"]["dependencies"]
        self.stub = next(path for path in glob.glob(os.path.join(package, "Sources", target, "Stubs*.swift"))
                         if f"final class {self.type}:" in open(path, encoding="utf-8").read())
        with open(self.stub, encoding="utf-8") as file:
            self.original_stub = file.read()

    @property
    def description(self):
        if self.kind == "swap":
            return f"{self.service}: its last two dependencies swapped (the manifest keeps its lines)"
        return f"{self.service}: its last dependency, {self.dependencies[-1]}, removed (a line of the manifest)"

    def edited_manifest(self):
        lines = self.original_manifest.splitlines(keepends=True)
        start = lines.index(f'    "{self.service}": {{\n')
        opening = next(i for i in range(start, len(lines)) if lines[i].strip() == '"dependencies": [')
        last = next(i for i in range(opening, len(lines)) if lines[i].strip() == "]") - 1
        if self.kind == "swap":
            lines[last - 1], lines[last] = lines[last].rstrip("\n") + ",\n", lines[last - 1].rstrip(",\n") + "\n"
        else:
            lines[last - 1] = lines[last - 1].rstrip(",\n") + "\n"
            del lines[last]
        return "".join(lines)

    def edited_parameters(self, parameters):
        if self.kind == "swap":
            return parameters[:-2] + [parameters[-1], parameters[-2]]
        return parameters[:-1]

    def apply(self):
        if self.has_manifest:
            with open(self.manifest, "w", encoding="utf-8") as file:
                file.write(self.edited_manifest())
        lines = self.original_stub.splitlines(keepends=True)
        for position, line in enumerate(lines):
            if line.startswith(f"final class {self.type}:"):
                head, parameters = line.split("init(", 1)
                kept = self.edited_parameters(parameters.split(") {}")[0].split(", "))
                lines[position] = head + "init(" + ", ".join(kept) + ") {} }\n"
        with open(self.stub, "w", encoding="utf-8") as file:
            file.writelines(lines)

    def revert(self):
        if self.has_manifest:
            with open(self.manifest, "w", encoding="utf-8") as file:
                file.write(self.original_manifest)
        with open(self.stub, "w", encoding="utf-8") as file:
            file.write(self.original_stub)


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=3)
    if arguments.smoke:
        # Each repetition is eight builds of the package; one shows that they all work.
        arguments.repetitions = 1
    sizes = [400] if arguments.smoke else [1000, 10000]
    work = tempfile.mkdtemp(prefix="servicegraph-swiftpm-compile-")
    measurements, facts, constructs = [], {"stub lines per file": LINES_PER_STUB_FILE}, {}
    for size in sizes:
        package = os.path.join(work, f"graph{size}")
        os.makedirs(package)
        write_package(package, size)
        log = os.path.join(package, "build.log")
        build(package, "Stubs", log)
        build(package, "Graph", log)
        seconds = {"Stubs": [], "Graph": []}
        for _ in range(arguments.repetitions):
            for target in seconds:
                clean_target(package, target)
                seconds[target].append(build(package, target, log))
        edits = [DependencyEdit(package, size, kind) for kind in ("swap", "remove")]
        rebuilds = {edit.kind: [] for edit in edits}
        types_edit, types_rebuilds = DependencyEdit(package, size, "swap", target="Stubs"), []
        rewritten = {}
        for _ in range(arguments.repetitions):
            for edit in edits:
                before = generated_texts(package)
                edit.apply()
                rebuilds[edit.kind].append(build(package, "Graph", log))
                after = generated_texts(package)
                rewritten[edit.kind] = (sum(after.get(name) != text for name, text in before.items()), len(before))
                edit.revert()
                build(package, "Graph", log)
            types_edit.apply()
            types_rebuilds.append(build(package, "Stubs", log))
            types_edit.revert()
            build(package, "Stubs", log)
        generated_files = glob.glob(os.path.join(plugin_outputs(package, "Graph"), "**", "*.generated.swift"),
                                    recursive=True)
        facts[f"generated lines, {size:,} services"] = sum(
            sum(1 for _ in open(path, encoding="utf-8")) for path in generated_files)
        facts[f"generated files, {size:,} services"] = len(generated_files)
        for edit in edits:
            facts[f"{edit.kind} edit, {size:,} services"] = edit.description
            facts[f"generated files whose text the {edit.kind} edit changed, {size:,} services"] = (
                "{} of {}".format(*rewritten[edit.kind]))
        constructs[size] = swiftpm_compile_stats.construct_record(package, build_with_flags, clean_target)
        measurements.append(measurement(
            f"15-swiftpm-compile-{size}",
            f"`swift build` of a target with the {size:,}-service graph, debug, from scratch and after an edit",
            "s", COMMAND, "types alone (Stubs)",
            [row("types alone (Stubs)", seconds["Stubs"]),
             row("types and generated code (Graph)", seconds["Graph"]),
             row("Graph, rebuilt after swapping two of one service's dependencies", rebuilds["swap"]),
             row("Graph, rebuilt after removing one of one service's dependencies", rebuilds["remove"]),
             row("types alone (Stubs), rebuilt after the swap's edit of the type's initializer", types_rebuilds)],
            f"SwiftPM's default debug build of one target of a package (its dependencies built), its own "
            f"products, the index store and (Graph) the plugin's outputs deleted before each clean build; "
            f"{arguments.repetitions} runs each, interleaved. Each edit changes services.json and the type's "
            f"initializer (two files), as a user does: swapping two dependencies keeps the manifest's lines; "
            f"removing one moves every later service up a line, which changes every later `#sourceLocation`."))
    write_results(arguments.results_dir, "swiftpm-compile.json", measurements, facts,
                  {"phases and bodies by construct": {f"{size}": record for size, record in constructs.items()}})


if __name__ == "__main__":
    main()
