#!/usr/bin/env python3
"""Measurement 11: cold start, what an app pays at launch (issue 23).

    measure_cold_start.py [--smoke] [--repetitions R] [--results-dir DIR]

Builds the ColdStart executable in release; in a fresh process it creates the 1,000-service
synthetic graph's generated `ProdComponent` (or the hand-written `ProdComposition`), reads every
service once and releases it. Two measurements of that one call, for each system:

  - instructions, counted by `valgrind --tool=callgrind --toggle-collect='*coldStart*'` (only the
    call is counted, not the process's start-up): repeatable on a noisy machine;
  - wall time, measured inside the process around the call, over R fresh processes per system
    (interleaved, so drift on a busy machine hits both alike).

It also lists the Swift runtime's dynamic-cast and conformance-lookup entry points the call
executes (from callgrind's per-function counts), and fails if the generated side executes any:
building a service must not look types up at run time. Writes cold-start.json.
"""
import os
import re
import shutil
import subprocess
import tempfile

from results import (BENCHMARKS_DIR, measurement, parse_arguments, row, run_checked,
                     write_results)

COMMAND = "cd Benchmarks && Scripts/measure_cold_start.py"
GENERATED = "generated (thread-safe)"
HAND_WRITTEN = "hand-written locked lazy"
SYSTEMS = {GENERATED: "generated", HAND_WRITTEN: "hand-written"}
# Run-time type lookups (and every function whose name starts with one of these): a construction
# path that reaches one decides at run time what the generator could have decided at build time.
TYPE_LOOKUPS = ("swift_dynamicCast", "swift_conformsToProtocol")


def build_executable(log_dir):
    base = ["swift", "build", "-c", "release", "--product", "ColdStart"]
    run_checked(base, cwd=BENCHMARKS_DIR, log_path=os.path.join(log_dir, "build.log"))
    bin_dir = subprocess.run(base + ["--show-bin-path"], cwd=BENCHMARKS_DIR, check=True,
                             capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "ColdStart")


def wall_nanoseconds(executable, system, size):
    output = subprocess.run([executable, system, str(size)], check=True, capture_output=True,
                            text=True).stdout
    return int(re.search(r"^nanoseconds (\d+)$", output, re.M).group(1))


def callgrind(executable, system, size, work_dir):
    """(instructions in the measured call, {type-lookup function: calls}) from one callgrind run."""
    output = os.path.join(work_dir, f"callgrind.{system}.{size}")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}",
                    "--toggle-collect=*coldStart*", executable, system, str(size)],
                   check=True, capture_output=True)
    annotated = subprocess.run(["callgrind_annotate", "--inclusive=no", "--threshold=100", output],
                               check=True, capture_output=True, text=True).stdout
    total = re.search(r"^\s*([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", annotated, re.M)
    instructions = int(total.group(1).replace(",", ""))
    lookups = {}
    for line in annotated.splitlines():
        match = re.match(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+[^:\s]*:(\w+)", line)
        if match and match.group(2).startswith(TYPE_LOOKUPS):
            lookups[match.group(2)] = lookups.get(match.group(2), 0) + int(match.group(1).replace(",", ""))
    return instructions, lookups


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=20)
    size = 100 if arguments.smoke else 1000
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    work_dir = tempfile.mkdtemp(prefix="servicegraph-cold-start-")
    executable = build_executable(work_dir)

    samples = {system: [] for system in SYSTEMS}
    for _ in range(arguments.repetitions):
        for system, argument in SYSTEMS.items():
            samples[system].append(wall_nanoseconds(executable, argument, size))
    counts = {system: callgrind(executable, argument, size, work_dir)
              for system, argument in SYSTEMS.items()}

    instruction_rows = [row(system, [counts[system][0]],
                            {"type lookups executed (instructions)": counts[system][1]})
                        for system in SYSTEMS]
    wall_rows = [row(system, samples[system]) for system in SYSTEMS]
    graph = f"{size:,}-service graph"
    measurements = [
        measurement("11-cold-start-instructions",
                    f"Cold start: create the {graph}'s component and read every service once, "
                    "in a fresh process (instructions, callgrind)",
                    "instructions", COMMAND, HAND_WRITTEN, instruction_rows,
                    "Counted by `valgrind --tool=callgrind --toggle-collect='*coldStart*'`: only the "
                    "call that creates the graph, reads each service and releases it, not the "
                    "process's start-up. One run per system: the count is repeatable."),
        measurement("11-cold-start-wall",
                    f"Cold start: create the {graph}'s component and read every service once, "
                    "in a fresh process (wall time)",
                    "ns", COMMAND, HAND_WRITTEN, wall_rows,
                    "Measured inside each process around the same call, one sample per fresh "
                    "process, the two systems interleaved."),
    ]
    facts = {"size": size, "type lookups in the generated cold start": counts[GENERATED][1]}
    write_results(arguments.results_dir, "cold-start.json", measurements, facts)
    shutil.rmtree(work_dir, ignore_errors=True)
    if counts[GENERATED][1]:
        raise SystemExit("error: building services called the Swift runtime's type lookups "
                         f"{counts[GENERATED][1]}: the generated code must decide at build time")


if __name__ == "__main__":
    main()
