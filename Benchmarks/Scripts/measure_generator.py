#!/usr/bin/env python3
"""Measurement 6: how the generator scales with the size of the graph.

    measure_generator.py [--smoke] [--repetitions R] [--results-dir DIR]

Times `servicegraph check` and `servicegraph generate` (release build) as whole processes on
synthetic graphs of 100, 1,000 and 10,000 services, with each run's peak memory, and runs both on
a 10,000-long chain to show a deep graph does not overflow the stack. The plugin runs the tool on
every build where the manifest changed, so its wall time is what a user waits for. Then times
`servicegraph generate` again on the same random graphs pinned to one core (`taskset -c 0`), as a
build that runs other jobs beside it gives it. Writes generator.json.

--smoke: 10, 100 and 1,000 services and a 1,000-long chain, one or two repetitions, with the
debug build of the tool.
"""
import os
import shutil
import statistics
import tempfile

from results import (count_lines, generator_for, measurement, parse_arguments, row, run_checked,
                     write_results, write_synthetic_graph)

COMMAND = "cd Benchmarks && Scripts/measure_generator.py"


ONE_CORE = ["taskset", "-c", "0"]


def time_tool(tool, subcommand, directory, repetitions, prefix=()):
    """R runs of one subcommand on DIR/services.json: (seconds, peak MiB, CPU seconds) lists.

    prefix goes before the tool (taskset, to pin it to one core)."""
    manifest = os.path.join(directory, "services.json")
    argv = list(prefix) + [tool, subcommand, manifest]
    if subcommand == "generate":
        argv += ["--output", os.path.join(directory, "Generated.swift")]
    log = os.path.join(directory, f"{subcommand}.log")
    runs = [run_checked(argv, log_path=log) for _ in range(repetitions)]
    return [run.seconds for run in runs], [run.peak_mib for run in runs], [run.cpu_seconds for run in runs]


def measure_graph(tool, count, chain, workspace, repetitions):
    """Time and memory rows for check and generate on one graph."""
    shape = "chain" if chain else "random DAG"
    directory = os.path.join(workspace, f"{'chain' if chain else 'graph'}-{count}")
    write_synthetic_graph(count, directory, chain=chain)
    label = f"{count:,}-long chain" if chain else f"{count:,} services"
    time_rows, memory_rows = [], []
    for subcommand in ("check", "generate"):
        seconds, rss, cpu = time_tool(tool, subcommand, directory, repetitions)
        extra = {"services": count, "graph": shape, "subcommand": subcommand,
                 "CPU ms (median)": round(statistics.median(cpu) * 1000, 1)}
        memory_rows.append(row(f"{subcommand}, {label}", rss, extra))
        if subcommand == "generate":
            total, code = count_lines(os.path.join(directory, "Generated.swift"))
            extra = dict(extra, **{"generated lines per service": round(total / count, 1),
                                   "generated code lines per service": round(code / count, 1)})
        time_rows.append(row(f"{subcommand}, {label}", [s * 1000 for s in seconds], extra))
        print(f"{subcommand} {label}: median {time_rows[-1]['median']:.1f} ms, "
              f"peak {memory_rows[-1]['median']:.1f} MiB")
    return time_rows, memory_rows


def measure_one_core(tool, sizes, workspace, repetitions):
    """`generate` pinned to core 0 on the random graphs measure_graph wrote: time rows."""
    rows = []
    for count in sizes:
        directory = os.path.join(workspace, f"graph-{count}")
        seconds, _, cpu = time_tool(tool, "generate", directory, repetitions, prefix=ONE_CORE)
        rows.append(row(f"generate, {count:,} services, one core", [s * 1000 for s in seconds], {
            "services": count, "graph": "random DAG", "subcommand": "generate", "cores": 1,
            "CPU ms (median)": round(statistics.median(cpu) * 1000, 1)}))
        print(f"generate {count:,} services on one core: median {rows[-1]['median']:.1f} ms")
    return rows


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=5)
    sizes, chain_length = ([10, 100, 1000], 1000) if arguments.smoke else ([100, 1000, 10000], 10000)
    tool, build = generator_for(arguments.smoke)
    time_rows, memory_rows = [], []
    with tempfile.TemporaryDirectory(prefix="servicegraph-generator-") as workspace:
        for count in sizes:
            times, memories = measure_graph(tool, count, False, workspace, arguments.repetitions)
            time_rows += times
            memory_rows += memories
        try:
            chain_times, chain_memories = measure_graph(tool, chain_length, True, workspace,
                                                        arguments.repetitions)
            chain_failure = None
        except SystemExit as failure:  # a crash here is the finding, so it is recorded
            chain_times, chain_memories, chain_failure = [], [], str(failure)[-2000:]
        one_core_rows = (measure_one_core(tool, sizes, workspace, arguments.repetitions)
                         if shutil.which(ONE_CORE[0]) else [])
    time_rows += chain_times
    memory_rows += chain_memories
    runs = f"{arguments.repetitions} run{'s' if arguments.repetitions > 1 else ''} each"
    notes = (f"Whole `servicegraph` processes ({build} build), from spawn to exit, on the manifest "
             "written by synthetic_graph.py (three dependencies per service, every third with a "
             "mock, every fifth transient; the chain: each service depends on the one before). "
             f"{runs}.")
    measurements = [
        measurement("6-generator-time", "Generator wall time", "ms per run", COMMAND, None,
                    time_rows, notes),
        measurement("6-generator-memory", "Generator peak memory", "MiB peak RSS", COMMAND, None,
                    memory_rows, notes + " Peak resident set size of each process, from wait4."),
    ]
    if one_core_rows:
        measurements.append(measurement(
            "6-generator-one-core", "Generator wall time on one core (taskset -c 0)", "ms per run",
            COMMAND, None, one_core_rows,
            "`taskset -c 0 servicegraph generate` on the same random graphs as above: the whole "
            "process pinned to one core, so its wall time cannot be shortened by work on other "
            f"cores. {runs}."))
    facts = {
        "one-core runs (taskset -c 0)": bool(one_core_rows),
        "chain length": chain_length,
        "chain check and generate succeeded": chain_failure is None,
    }
    if chain_failure is None:
        facts["chain check median ms"] = chain_times[0]["median"]
        facts["chain generate median ms"] = chain_times[1]["median"]
    else:
        facts["chain failure"] = chain_failure
    write_results(arguments.results_dir, "generator.json", measurements, facts)
    if chain_failure is not None:
        raise SystemExit(f"the {chain_length:,}-long chain failed:\n{chain_failure}")


if __name__ == "__main__":
    main()
