#!/usr/bin/env python3
"""Measurement 7: what the generated code costs the compiler, against composing by hand.

    measure_compile.py [--smoke] [--repetitions R] [--results-dir DIR]

Compiles the 1,000-service synthetic graph's stubs with the generated component, and with
HandWritten.swift (the same graph composed by hand) instead, each as one `swiftc` process, in
debug (-Onone) and release (-O -wmo). The runtime module is built once per mode beforehand, so
only the graph's own code is timed. Writes compile.json.

Then, per system and mode, one more compile of the same sources with the frontend's statistics
(-stats-output-dir, -debug-time-function-bodies), not timed with the others: its per-phase
timers and slowest function bodies go to compile-phases.json, which the report sets beside
Results/compile-phases-before.json (the previous generator's output, measured the same way).

A full run (not --smoke) also compiles the 10,000-service graph's stubs with its generated
component, once per mode (the hand-written 10,000-service composition would take far too long).
"""
import datetime
import glob
import os
import subprocess
import tempfile

from compile_stats import phase_record, stats_flags
from results import (REPO_ROOT, count_lines, generator_for, measurement, parse_arguments, row,
                     run_checked, write_results, write_synthetic_graph)

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


def compile_argv(mode_flags, runtime_dir, c_flags, sources, output_dir):
    return SWIFTC + mode_flags + c_flags + [
        "-I", runtime_dir, "-module-name", "Bench", "-emit-library", "-static",
        "-o", os.path.join(output_dir, "libBench.a")] + sources


def time_compile(mode_flags, runtime_dir, c_flags, sources, output_dir, repetitions):
    """R compiles of the Bench module from sources: (seconds list, peak MiB list)."""
    os.makedirs(output_dir, exist_ok=True)
    argv = compile_argv(mode_flags, runtime_dir, c_flags, sources, output_dir)
    runs = [run_checked(argv, cwd=output_dir, log_path=os.path.join(output_dir, "compile.log"))
            for _ in range(repetitions)]
    return [run.seconds for run in runs], [run.peak_mib for run in runs]


def stats_compile(system, mode, mode_flags, runtime_dir, c_flags, sources, output_dir):
    """One more compile with the frontend's statistics: its phase record (compile_stats.py)."""
    stats_dir = os.path.join(output_dir, "stats")
    os.makedirs(stats_dir, exist_ok=True)
    log = os.path.join(output_dir, "stats-compile.log")
    argv = compile_argv(mode_flags, runtime_dir, c_flags, sources, output_dir) + stats_flags(stats_dir)
    run = run_checked(argv, cwd=output_dir, log_path=log)
    with open(log, encoding="utf-8", errors="replace") as file:
        output = file.read()
    record = phase_record(system, mode, run, stats_dir, output,
                          load_average_1min=round(os.getloadavg()[0], 2))
    print(f"{mode} {system} with statistics: {record['wall_s']:.1f} s, frontend CPU "
          f"{record['frontend_cpu_s']:.1f} s")
    return record


def source_revision():
    """The commit measured, and whether the generator's or runtime's sources differ from it."""
    def git(*arguments):
        return subprocess.run(["git", *arguments], cwd=REPO_ROOT, capture_output=True,
                              text=True).stdout.strip()
    commit = git("rev-parse", "HEAD") or None
    changed = git("status", "--porcelain", "--", "Sources", "Codegen")
    return commit, bool(changed)


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=3)
    if arguments.smoke:
        arguments.repetitions = 1
    count = 50 if arguments.smoke else 1000
    tool, _ = generator_for(arguments.smoke)
    measurements, phase_records = [], []
    large_count = 10000
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
            for system, composition in compositions.items():
                phase_records.append(stats_compile(
                    system, mode, mode_flags, runtime_dir, c_flags,
                    [os.path.join(graph, "Stubs.swift"), composition],
                    os.path.join(workspace, mode, f"{system}-stats")))
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
        phases = phase_results(phase_records, count)
        write_results(arguments.results_dir, "compile-phases.json", [], {}, extra={"phases": phases})
        facts = {"compile graph size": count}
        # Written now, so the 1,000-service results survive a failure of the larger compile.
        write_results(arguments.results_dir, "compile.json", measurements, facts)
        if arguments.smoke:
            return
        try:
            large_rows = compile_large_graph(tool, large_count, workspace, c_flags)
        except SystemExit as failure:  # recorded, then reported as this step's failure
            facts[f"{large_count:,}-service generated compile failed"] = str(failure)[-1000:]
            write_results(arguments.results_dir, "compile.json", measurements, facts)
            raise
    measurements.append(measurement(
        f"7-compile-{large_count}-generated",
        f"Compiling the {large_count:,}-service graph's generated code, debug and release",
        "s per compile", COMMAND, None, large_rows,
        f"The same `swiftc` command as above on the {large_count:,}-service graph's Stubs.swift "
        f"and generated file, once per mode, against the same prebuilt runtime (no goal; the "
        f"hand-written composition of this graph would take far too long to compile). Full runs "
        f"only."))
    write_results(arguments.results_dir, "compile.json", measurements, facts)


def compile_large_graph(tool, count, workspace, c_flags):
    """One compile per mode of the COUNT-service graph's stubs and generated file: rows."""
    large = os.path.join(workspace, f"graph-{count}")
    write_synthetic_graph(count, large)
    generated = os.path.join(large, "Generated.swift")
    run_checked([tool, "generate", os.path.join(large, "services.json"), "--output", generated])
    total, code = count_lines(generated)
    rows = []
    for mode, mode_flags in MODES.items():
        seconds, rss = time_compile(mode_flags, os.path.join(workspace, mode, "runtime"), c_flags,
                                    [os.path.join(large, "Stubs.swift"), generated],
                                    os.path.join(workspace, mode, f"generated-{count}"), 1)
        rows.append(row(f"generated, {mode} ({' '.join(mode_flags)})", seconds, {
            "services": count,
            "lines per service": round(total / count, 1),
            "code lines per service": round(code / count, 1),
            "peak RSS MiB (median)": round(rss[0], 1),
        }))
        print(f"{mode} generated, {count:,} services: {seconds[0]:.1f} s")
    return rows


def phase_results(records, count):
    """compile-phases.json's "phases": the records of this run and where they come from."""
    commit, changed = source_revision()
    return {
        "label": "after",
        "generator commit": commit,
        "sources differ from the commit": changed,
        "generator": "this commit's: one AppComponentBase with one accessor per service, each "
                     "one ServiceStorage call",
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "graph size": count,
        "command": (f"{COMMAND}: after each mode's timed compiles, the same swiftc command once "
                    f"more per system, plus -Xfrontend -stats-output-dir -Xfrontend <dir> "
                    f"-Xfrontend -debug-time-function-bodies"),
        "provenance": "Measured by the run that wrote Results/compile.json, one compile per record.",
        "records": records,
    }

if __name__ == "__main__":
    main()
