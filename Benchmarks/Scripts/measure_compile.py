#!/usr/bin/env python3
"""Measurement 7: what the generated code costs the compiler, against composing by hand.

    measure_compile.py [--smoke] [--repetitions R] [--results-dir DIR]

Compiles the 1,000-service synthetic graph's stubs with the generated component, and with
HandWritten.swift (the same graph composed by hand) instead, each as one `swiftc` process, in
debug (-Onone) and release (-O -wmo). The runtime module is built once per mode beforehand, so
only the graph's own code is timed. Writes compile.json.
"""
import glob
import os
import tempfile

from results import (REPO_ROOT, build_release_generator, count_lines, measurement,
                     parse_arguments, row, run_checked, write_results, write_synthetic_graph)

COMMAND = "cd Benchmarks && Scripts/measure_compile.py"
MODES = {"debug": ["-Onone"], "release": ["-O", "-wmo"]}
SWIFTC = ["swiftc", "-swift-version", "6", "-parse-as-library"]


def c_module_flags(workspace):
    """-Xcc flags that make every C target under Sources/ importable by its target name.

    The runtime may come to depend on a C target; swiftc then needs its headers to import the
    runtime module. A target with its own include/module.modulemap needs only -I; otherwise a
    module map like the one SwiftPM synthesizes (umbrella header <Name>.h, or the whole include
    directory) is written into the workspace.
    """
    flags = []
    for include in sorted(glob.glob(os.path.join(REPO_ROOT, "Sources", "*", "include"))):
        target_dir = os.path.dirname(include)
        name = os.path.basename(target_dir)
        if not glob.glob(os.path.join(target_dir, "**", "*.[cCmh]"), recursive=True):
            continue
        flags += ["-Xcc", "-I", "-Xcc", include]
        if os.path.exists(os.path.join(include, "module.modulemap")):
            continue
        umbrella_header = os.path.join(include, f"{name}.h")
        umbrella = (f'umbrella header "{umbrella_header}"' if os.path.exists(umbrella_header)
                    else f'umbrella "{include}"')
        map_path = os.path.join(workspace, "modulemaps", name, "module.modulemap")
        os.makedirs(os.path.dirname(map_path), exist_ok=True)
        with open(map_path, "w", encoding="utf-8") as file:
            file.write(f"module {name} {{\n    {umbrella}\n    export *\n}}\n")
        flags += ["-Xcc", f"-fmodule-map-file={map_path}"]
    return flags


def build_runtime(mode_flags, output_dir, c_flags):
    """The ServiceGraph module and static library, built once per mode into output_dir."""
    sources = sorted(glob.glob(os.path.join(REPO_ROOT, "Sources", "ServiceGraph", "**", "*.swift"),
                               recursive=True))
    os.makedirs(output_dir, exist_ok=True)
    argv = SWIFTC + mode_flags + c_flags + [
        "-module-name", "ServiceGraph", "-emit-module",
        "-emit-module-path", os.path.join(output_dir, "ServiceGraph.swiftmodule"),
        "-emit-library", "-static", "-o", os.path.join(output_dir, "libServiceGraph.a")] + sources
    run_checked(argv, cwd=output_dir, log_path=os.path.join(output_dir, "build.log"))


def time_compile(mode_flags, runtime_dir, c_flags, sources, output_dir, repetitions):
    """R compiles of the Bench module from sources: (seconds list, peak MiB list)."""
    os.makedirs(output_dir, exist_ok=True)
    argv = SWIFTC + mode_flags + c_flags + [
        "-I", runtime_dir, "-module-name", "Bench", "-emit-library", "-static",
        "-o", os.path.join(output_dir, "libBench.a")] + sources
    runs = [run_checked(argv, cwd=output_dir, log_path=os.path.join(output_dir, "compile.log"))
            for _ in range(repetitions)]
    return [run.seconds for run in runs], [run.peak_mib for run in runs]


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=3)
    if arguments.smoke:
        arguments.repetitions = 1
    count = 50 if arguments.smoke else 1000
    tool = build_release_generator()
    measurements = []
    with tempfile.TemporaryDirectory(prefix="servicegraph-compile-") as workspace:
        graph = os.path.join(workspace, "graph")
        write_synthetic_graph(count, graph)
        generated = os.path.join(graph, "Generated.swift")
        run_checked([tool, "generate", os.path.join(graph, "services.json"), "--output", generated])
        compositions = {"generated": generated,
                        "hand-written": os.path.join(graph, "HandWritten.swift")}
        c_flags = c_module_flags(workspace)
        for mode, mode_flags in MODES.items():
            runtime_dir = os.path.join(workspace, mode, "runtime")
            build_runtime(mode_flags, runtime_dir, c_flags)
            rows = []
            for system, composition in compositions.items():
                seconds, rss = time_compile(mode_flags, runtime_dir, c_flags,
                                            [os.path.join(graph, "Stubs.swift"), composition],
                                            os.path.join(workspace, mode, system),
                                            arguments.repetitions)
                total, code = count_lines(composition)
                rows.append(row(system, seconds, {
                    "services": count,
                    "lines per service": round(total / count, 1),
                    "code lines per service": round(code / count, 1),
                    "peak RSS MiB (median)": round(sorted(rss)[len(rss) // 2], 1),
                }))
                print(f"{mode} {system}: median {rows[-1]['median']:.1f} s")
            flags = " ".join(mode_flags)
            measurements.append(measurement(
                f"7-compile-{mode}", f"Compiling a {count:,}-service graph, {mode} ({flags})",
                "s per compile", COMMAND, "hand-written", rows,
                f"One `swiftc -swift-version 6 {flags} -parse-as-library -emit-library -static` "
                f"process on Stubs.swift plus either the generated file or HandWritten.swift "
                f"(a protocol and one class per environment with lazy properties behind a lock, "
                f"plus a replaceable test class), against a ServiceGraph module prebuilt in the "
                f"same mode. Lines per service count that one file. "
                f"{arguments.repetitions} run{'s' if arguments.repetitions > 1 else ''} each."))
    write_results(arguments.results_dir, "compile.json", measurements,
                  {"compile graph size": count})


if __name__ == "__main__":
    main()
