#!/usr/bin/env python3
"""Measurement 8: what the plugin adds to a build where nothing changed.

    measure_nochange_build.py [--smoke] [--repetitions R] [--results-dir DIR]

Creates two packages in a temp dir with the same 50-service synthetic graph: one lets
ServiceGraphPlugin generate the component from services.json, the other has the generated file
checked in as a plain source. Both depend on this repository by path. After an untimed first
build, times R no-change `swift build` runs of each (interleaved, so drift on a busy machine
hits both alike), and proves from `swift build -v` that the generator does not run again
unless services.json changes. Writes nochange-build.json.
"""
import glob
import os
import shutil
import tempfile

from results import (REPO_ROOT, measurement, parse_arguments, row, run_checked,
                     write_results, write_synthetic_graph)

COMMAND = "cd Benchmarks && Scripts/measure_nochange_build.py"
WITH_PLUGIN = "with ServiceGraphPlugin"
WITHOUT_PLUGIN = "without plugin (generated file checked in)"
TARGET = "Graph"


def package_manifest(name, with_plugin):
    """Package.swift of a one-library package depending on the repository by path.

    The dependency is named, so the package resolves whatever the clone's folder is called.
    """
    plugins = (',\n            plugins: [.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]'
               if with_plugin else "")
    return f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{name}",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "ServiceGraph", path: "{REPO_ROOT}")],
    targets: [
        .target(
            name: "{TARGET}",
            dependencies: [.product(name: "ServiceGraph", package: "ServiceGraph")]{plugins}
        ),
    ]
)
"""


def create_package(directory, name, with_plugin, sources):
    """A package at directory whose one target holds copies of the given files."""
    target_dir = os.path.join(directory, "Sources", TARGET)
    os.makedirs(target_dir)
    with open(os.path.join(directory, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(package_manifest(name, with_plugin))
    for source in sources:
        shutil.copy(source, target_dir)
    return directory


def swift_build(package, log_path, verbose=False):
    """One `swift build` of the package: its wall time in seconds (fails loudly on errors)."""
    return run_checked(["swift", "build"] + (["-v"] if verbose else []),
                       cwd=package, log_path=log_path).seconds


def log_lines_containing(log_path, marker):
    with open(log_path, encoding="utf-8", errors="replace") as file:
        return [line.strip() for line in file if marker in line]


def prove_generator_skipped(package, logs):
    """Facts from verbose builds: the generate command runs after touching services.json only.

    In `swift build -v` every command the build runs is printed, the plugin's included, as
    `<servicegraph tool> generate <manifest> --output <file>`; that line is the marker. The
    previous build must have been verbose too: -v is part of the tool's link command, so
    switching it relinks the tool and so reruns the generator. The build right after a clean
    build also relinks the tool (SwiftPM builds plugin tools once while planning), so it is
    recorded but not taken as the no-change build.
    """
    manifest = os.path.join(package, "Sources", TARGET, "services.json")
    marker = f" generate {manifest}"
    second_log = os.path.join(logs, "verbose-second.log")
    swift_build(package, second_log, verbose=True)
    unchanged_log = os.path.join(logs, "verbose-nochange.log")
    swift_build(package, unchanged_log, verbose=True)
    os.utime(manifest)
    touched_log = os.path.join(logs, "verbose-touched.log")
    swift_build(package, touched_log, verbose=True)
    reran_unchanged = log_lines_containing(unchanged_log, marker)
    reran_touched = log_lines_containing(touched_log, marker)
    return {
        "generator reran on the second build after a clean build (swift build -v)":
            bool(log_lines_containing(second_log, marker)),
        "generator reran on a no-change build (swift build -v)": bool(reran_unchanged),
        "generator reran after touching services.json (swift build -v)": bool(reran_touched),
        "verbose log line matched": (reran_touched or reran_unchanged or ["(none)"])[0]
                                    .replace(package, "<package>"),
    }


def settle(package, logs, attempts=3):
    """Builds until a build runs nothing for the manifest (leaving -v relinks the tool)."""
    for attempt in range(attempts):
        log = os.path.join(logs, f"settle-{os.path.basename(package)}-{attempt}.log")
        swift_build(package, log)
        if not log_lines_containing(log, "services.json"):
            return
    raise SystemExit(f"{package}: still running the generator after {attempts} builds; see {log}")


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=5)
    if arguments.smoke:
        arguments.repetitions = 1
    count = 20 if arguments.smoke else 50
    with tempfile.TemporaryDirectory(prefix="servicegraph-nochange-") as workspace:
        graph = os.path.join(workspace, "graph")
        write_synthetic_graph(count, graph)
        logs = os.path.join(workspace, "logs")
        os.makedirs(logs)
        plugin_package = create_package(
            os.path.join(workspace, "WithPlugin"), "WithPlugin", True,
            [os.path.join(graph, "services.json"), os.path.join(graph, "Stubs.swift")])
        first_builds = {WITH_PLUGIN: swift_build(plugin_package, os.path.join(logs, "first-with.log"),
                                                 verbose=True)}
        facts = prove_generator_skipped(plugin_package, logs)
        generated = glob.glob(os.path.join(plugin_package, ".build", "plugins", "outputs", "**",
                                           "ServiceGraph.generated.swift"), recursive=True)
        if len(generated) != 1:
            raise SystemExit(f"expected one generated file in the plugin's outputs, found {generated}")
        plain_package = create_package(
            os.path.join(workspace, "WithoutPlugin"), "WithoutPlugin", False,
            [os.path.join(graph, "Stubs.swift"), generated[0]])
        first_builds[WITHOUT_PLUGIN] = swift_build(plain_package, os.path.join(logs, "first-without.log"))

        packages = {WITH_PLUGIN: plugin_package, WITHOUT_PLUGIN: plain_package}
        samples = {system: [] for system in packages}
        printed_manifest = 0
        for package in packages.values():
            settle(package, logs)
        for repetition in range(arguments.repetitions):
            for system, package in packages.items():
                log = os.path.join(logs, f"nochange-{os.path.basename(package)}-{repetition}.log")
                samples[system].append(swift_build(package, log))
                printed_manifest += len(log_lines_containing(log, "services.json"))
        rows = [row(system, samples[system], {"services": count,
                                              "first build s": round(first_builds[system], 1)})
                for system in packages]
        for line in rows:
            print(f"{line['system']}: median {line['median']:.2f} s")
        facts["timed no-change builds whose output mentions services.json"] = printed_manifest
    notes = (f"Wall time of `swift build` (debug) of a package with one library target holding a "
             f"{count}-service synthetic graph, when nothing changed since the previous build; "
             f"both packages depend on ServiceGraph by path. {arguments.repetitions} "
             f"run{'s' if arguments.repetitions > 1 else ''} each, "
             f"interleaved, after untimed first and settling builds.")
    write_results(arguments.results_dir, "nochange-build.json", [
        measurement("8-nochange-build", "No-change `swift build`", "s per build", COMMAND,
                    WITHOUT_PLUGIN, rows, notes)], facts)
    if facts["generator reran on a no-change build (swift build -v)"]:
        raise SystemExit("the generator ran again on a build where nothing changed")
    if not facts["generator reran after touching services.json (swift build -v)"]:
        raise SystemExit("the generator did not run after services.json changed: "
                         "the marker no longer matches the verbose log")


if __name__ == "__main__":
    main()
