#!/usr/bin/env python3
"""Measurement 11: cold start, what an app pays at launch (issue 23).

    measure_cold_start.py [--smoke] [--repetitions R] [--results-dir DIR]

Builds the ColdStart executable in release; in a fresh process it creates the 1,000-service
synthetic graph's generated `ProdComponent` (or the hand-written `ProdComposition`, with a lock,
or `ProdLazyVarComposition`, plain `lazy var`s), reads every service once and releases it. Two
measurements of that one call, for each system:

  - instructions, counted by `valgrind --tool=callgrind --toggle-collect='*coldLaunch*'` (only
    the call is counted, not the process's start-up): repeatable on a noisy machine, and split
    by where they go (callgrind's count per function, each function put in one category);
  - wall time, measured inside the process around the call, over R fresh processes per system
    (interleaved, so drift on a busy machine hits both alike).

It also lists the Swift runtime's dynamic-cast and conformance-lookup entry points the call
executes (from callgrind's per-function counts), and fails if the generated side executes any:
building a service must not look types up at run time. Writes cold-start.json.

--smoke: the 100-service graph, two processes per system, and the build passes
--disable-sandbox, as run_resolution.sh's `swift package --disable-sandbox benchmark run` does,
so it reuses the release modules that run built (see build_executable).
"""
import itertools
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
LAZY_VARS = "hand-written lazy vars (no lock)"
SYSTEMS = {GENERATED: "generated", HAND_WRITTEN: "hand-written", LAZY_VARS: "lazy-vars"}
# Run-time type lookups (and every function whose name starts with one of these): a construction
# path that reaches one decides at run time what the generator could have decided at build time.
TYPE_LOOKUPS = ("swift_dynamicCast", "swift_conformsToProtocol")
# Where a function's instructions go, first match wins: (category, test on (function, object file)).
CATEGORIES = (
    ("malloc and free (libc)", lambda function, where: "libc.so" in where),
    ("reference counting (retain, release)",
     lambda function, where: "RefCount" in function or function.startswith(("swift_retain", "swift_release",
                                                                             "swift_unknownObjectRe"))),
    ("object allocation and deallocation (Swift runtime)",
     lambda function, where: function.startswith(("swift_allocObject", "swift_slowAlloc", "swift_slowDealloc",
                                                  "swift_dealloc", "swift_initStackObject", "swift_arrayDestroy"))),
    ("type metadata (made on first use)",
     lambda function, where: "libswiftCore" in where and any(
         word in function for word in ("Metadata", "metadata", "Demangl", "MangledName", "Conformance"))),
    ("the checksum's hashing (the same on every side)", lambda function, where: "Hasher" in function),
    ("ServiceGraph runtime (storage, slots, locks)",
     lambda function, where: "12ServiceGraph" in function or function.startswith("servicegraph_")),
    ("the graph's code (accessors, initializers, deinitializers)", lambda function, where: "Graph" in function),
)
OTHER = "everything else"


def build_executable(log_dir, smoke):
    base = ["swift", "build", "-c", "release", "--product", "ColdStart"]
    if smoke:
        # `swift package --disable-sandbox` adds -disable-sandbox to every swiftc command of the
        # builds it runs, so without it here SwiftPM compiles every module run_resolution.sh has
        # just built in release again (Graph1000 and the rest: minutes in CI's smoke run). The
        # flag only stops the compiler from sandboxing macro plugins: the code is the same, and
        # so is what callgrind counts. A full run keeps the command users type.
        base.append("--disable-sandbox")
    run_checked(base, cwd=BENCHMARKS_DIR, log_path=os.path.join(log_dir, "build.log"))
    bin_dir = subprocess.run(base + ["--show-bin-path"], cwd=BENCHMARKS_DIR, check=True,
                             capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "ColdStart")


def wall_nanoseconds(argv):
    """What a launcher run as `argv` prints as "nanoseconds N": the measured call's wall time."""
    output = subprocess.run(argv, check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^nanoseconds (\d+)$", output, re.M).group(1))


def callgrind(argv, output):
    """(instructions in the measured call, {type-lookup function: instructions},
    {category: instructions}, objects allocated) from one callgrind run of `argv`, which writes
    callgrind's profile to `output`; the measured call is any function named `coldLaunch...`."""
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}",
                    "--toggle-collect=*coldLaunch*"] + argv, check=True, capture_output=True)
    annotated = subprocess.run(["callgrind_annotate", "--inclusive=no", "--threshold=100", "--auto=no", output],
                               check=True, capture_output=True, text=True).stdout
    total = re.search(r"^\s*([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", annotated, re.M)
    instructions = int(total.group(1).replace(",", ""))
    lookups, categories = {}, {name: 0 for name, _ in CATEGORIES + ((OTHER, None),)}
    for line in annotated.splitlines():
        match = re.match(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+[^:\s]*:(.*?)(?: \[(.*)\])?$", line)
        if not match:
            continue
        count, function, where = int(match.group(1).replace(",", "")), match.group(2), match.group(3) or ""
        if function.startswith(TYPE_LOOKUPS):
            lookups[function] = lookups.get(function, 0) + count
        category = next((name for name, test in CATEGORIES if test(function, where)), OTHER)
        categories[category] += count
    return instructions, lookups, categories, calls_to(output, "swift_allocObject")


def calls_to(output, function):
    """How many times the measured call called `function`: the sum of its callers' call counts
    in callgrind_annotate's caller tree ("< caller (Nx)" lines above "* function")."""
    tree = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--tree=caller", output],
                          check=True, capture_output=True, text=True).stdout.splitlines()
    for index, line in enumerate(tree):
        if re.search(rf"\*\s+\S*:{function} \[", line):
            callers = itertools.takewhile(lambda above: "<" in above, reversed(tree[:index]))
            return sum(int(found.group(1)) for found in (re.search(r"\((\d+)x\)", caller) for caller in callers)
                       if found)
    return 0


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=20)
    size = 100 if arguments.smoke else 1000
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    work_dir = tempfile.mkdtemp(prefix="servicegraph-cold-start-")
    executable = build_executable(work_dir, arguments.smoke)

    samples = {system: [] for system in SYSTEMS}
    for _ in range(arguments.repetitions):
        for system, argument in SYSTEMS.items():
            samples[system].append(wall_nanoseconds([executable, argument, str(size)]))
    counts = {system: callgrind([executable, argument, str(size)], os.path.join(work_dir, f"callgrind.{argument}"))
              for system, argument in SYSTEMS.items()}

    instruction_rows = [row(system, [counts[system][0]],
                            {"objects allocated (`swift_allocObject` calls)": counts[system][3],
                             "type lookups executed (instructions)": counts[system][1]})
                        for system in SYSTEMS]
    wall_rows = [row(system, samples[system]) for system in SYSTEMS]
    graph = f"{size:,}-service graph"
    measurements = [
        measurement("11-cold-start-instructions",
                    f"Cold start: create the {graph}'s component and read every service once, "
                    "in a fresh process (instructions, callgrind)",
                    "instructions", COMMAND, HAND_WRITTEN, instruction_rows,
                    "Counted by `valgrind --tool=callgrind --toggle-collect='*coldLaunch*'`: only the "
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
    breakdown = {system: counts[system][2] for system in SYSTEMS}
    write_results(arguments.results_dir, "cold-start.json", measurements, facts,
                  {"instructions by category": breakdown})
    shutil.rmtree(work_dir, ignore_errors=True)
    if counts[GENERATED][1]:
        raise SystemExit("error: building services called the Swift runtime's type lookups "
                         f"{counts[GENERATED][1]}: the generated code must decide at build time")


if __name__ == "__main__":
    main()
