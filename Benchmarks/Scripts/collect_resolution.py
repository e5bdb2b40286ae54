#!/usr/bin/env python3
"""Turns the harness's export of the Resolution benchmarks into the results JSON.

    collect_resolution.py EXPORT_DIR OUTPUT_JSON [--command TEXT] [--partial]

EXPORT_DIR holds what `swift package benchmark --format histogramSamples --path EXPORT_DIR`
wrote: per benchmark and metric, a file `<baseline>.<target>.<name>.<metric>.histogram.samples.tsv`
whose first line names the metric and unit and whose other lines are the samples, one per line.
The harness writes a benchmark's name with spaces as underscores; the benchmarks' names contain
no underscore of their own, so that is undone exactly. A name reads
"<measurement id>: <row> (per sample: <count>)": each sample timed <count> operations, so the
per-operation time is the sample divided by <count> (the harness's own scaled figures are rounded
to whole nanoseconds, too coarse for reads that take a few). Every measurement must have results,
unless --partial (a run with --filter): then those without are left out.
"""
import argparse
import glob
import json
import os
import re
import sys

from results import summarize

TARGET = "Resolution"
METRIC_FILE_SUFFIX = ".wallClock.histogram.samples.tsv"
NAME_PATTERN = re.compile(r"^(?P<measurement>[^:]+): (?P<row>.+) \(per sample: (?P<count>\d+)\)$")

SYSTEMS = [
    "generated (thread-safe)",
    "generated (@MainActor)",
    "view reference a kept service receives",
    "component as the view",
    "hand-written locked lazy",
    "stored let",
    "lazily stored var",
    "Swinject",
    "Swinject synchronized",
    "swift-dependencies",
]

HARNESS = (
    "ordo-one/benchmark, release build, all measurements in one run of one benchmark process; "
    "wall time per sample from the harness's histogramSamples export, divided by the operations "
    "per sample. Every result goes through the harness's blackHole (an opaque call every row pays)."
)

MEASUREMENTS = [
    {
        "id": "1-warm-singleton",
        "title": "Resolving a warm singleton",
        "unit": "ns per access",
        "baseline": "hand-written locked lazy",
        "notes": (
            "Reading a singleton that is already built, in a loop on one thread. "
            "generated (thread-safe): `logger` of the ProdComponent generated from "
            "Sources/ResolutionGraph/services.json. generated (@MainActor): the same services with "
            "\"isolation\": \"MainActor\" (Sources/MainActorGraph); the harness does not run benchmark "
            "bodies on the main actor, so that benchmark's closure is @MainActor: the harness awaits it, "
            "it hops to the main actor once per sample, and timing starts after the hop. "
            "hand-written locked lazy: an optional behind one NSRecursiveLock, as "
            "Scripts/synthetic_graph.py writes its hand-written baseline "
            "(Sources/ResolutionGraph/HandWrittenComposition.swift). stored let: a `let` property of a "
            "final class (the floor). lazily stored var: an optional `var` of a final class filled on the first "
            "read, with no lock (not thread-safe; the floor of any singleton built on first use, which Swift "
            "reads with a retain and a release, where it lends a `let`). Swinject: container.resolve(T.self)! with .inObjectScope(.container). "
            "Swinject synchronized: the same through container.synchronize(). swift-dependencies: an "
            "@Dependency property of a long-lived struct, the key's liveValue one shared instance. "
            "All services are `any Protocol` existentials of tiny final classes."
        ),
    },
    {
        "id": "1-view-member-read",
        "title": "Reading a warm singleton through a view",
        "unit": "ns per access",
        "baseline": "generated (thread-safe)",
        "notes": (
            "The warm read of measurement 1, as a member of a view (issue 31), against the same read from the "
            "component, measured again in this run as the baseline. Sources/ResolutionGraph/services.json "
            "declares the view LoggerView (members: logger) and a singleton viewHolder that depends on it "
            "(Sources/ResolutionGraph/ViewHolder.swift keeps what it receives). generated (thread-safe): "
            "component.logger, as in measurement 1. view reference a kept service receives: holder.view.logger, "
            "with the holder read once before the loop; the component keeps viewHolder, so it receives the "
            "component's back-reference object (AppComponentBase.LoggerViewReference), whose member reads go "
            "through ServiceGraph.UnownedComponent: a check of the component's liveness word, then the "
            "component's own read, with the component unretained. component as the view: what a service only "
            "app code holds receives, the component itself as `any LoggerView`, read through the protocol; the "
            "existential comes from the harness's opaque identity(), so the compiler cannot call the component "
            "directly."
        ),
    },
    {
        "id": "2-transient-3-deps",
        "title": "Resolving a transient service with three dependencies",
        "unit": "ns per resolution",
        "baseline": "hand-written locked lazy",
        "notes": (
            "A new RequestHandler (one allocation) per resolution, initialised with three warm "
            "singletons. Generated: a \"lifetime\": \"transient\" service; hand-written and stored let: "
            "a computed property calling the initializer with the three properties; Swinject: "
            ".inObjectScope(.transient) with r.resolve(...)! for each dependency. swift-dependencies has "
            "no transient lifetime: its row reads the three @Dependency properties and calls the "
            "initializer, which is what a model does to make one."
        ),
    },
    {
        "id": "3-cold-10-deep-chain",
        "title": "First resolution at the end of a 10-deep chain of singletons",
        "unit": "ns per first resolution",
        "baseline": "hand-written locked lazy",
        "notes": (
            "Resolving ChainLevel9, whose construction builds ChainLevel8 ... ChainLevel0 (ten "
            "singletons, each holding the previous), from a component or container that has built "
            "nothing. The fresh components (Swinject: containers with all the registrations, and their "
            "synchronize() resolvers) are created before the timing starts and released after it "
            "stops, so only the first resolution is timed. swift-dependencies is absent: its live "
            "values are static members built once per process, so there is no cold container to make."
        ),
    },
    {
        "id": "4-component-creation",
        "title": "Creating a component for a 10, 100 and 1,000-service graph",
        "unit": "ns per creation",
        "baseline": "hand-written locked lazy, 1,000 services",
        "notes": (
            "Creating the component or container, building no service, for the synthetic graphs "
            "written by Scripts/synthetic_graph.py (Sources/Graph10, Graph100, Graph1000). generated: "
            "ProdComponent(); hand-written: the script's ProdComposition() (a lock and one nil "
            "optional per singleton, so its init is O(n) stores); Swinject: Container() plus one "
            "register(...) { r in Impl(s1: r.resolve(...)!, ...) } per service, as a user writes "
            "them (Scripts/swinject_registrations.py). What is created is kept until timing stops, so "
            "its release is not timed."
        ),
    },
    {
        "id": "5-contention-2-threads",
        "title": "Two threads reading the same warm singleton at once",
        "unit": "ns per access per thread",
        "baseline": "hand-written locked lazy",
        "notes": (
            "Two threads, started and parked beforehand, are released together; each reads the same "
            "warm singleton N times. The time from their release until both finish, divided by N, is "
            "the wall time per read on each thread while the other reads too. The machine has two "
            "cores, so the harness's sampling thread and any other load compete with them. Plain "
            "Swinject is absent (its container is not documented as thread-safe), and so is the "
            "@MainActor component (one thread by definition). swift-dependencies: both threads read "
            "the same long-lived @Dependency property."
        ),
    },
    {
        "id": "9-child-creation",
        "title": "Creating and dropping a 100-service child component of a 10 and a 1,000-service app",
        "unit": "ns per child",
        "baseline": "hand-written locked lazy, 1,000 app services",
        "notes": (
            "Creating a child of the `account` scope (100 services, input `user`) from an app component "
            "made once beforehand, and releasing it, building no service; both are timed. The graphs "
            "are written by Scripts/scope_graph.py (Sources/ScopeGraph10, ScopeGraph1000: the app is "
            "synthetic_graph.py's of that size). generated: ProdComponent().makeAccountComponent(user:); "
            "hand-written: the script's HandWrittenAccount(parent:user:), a final class holding its "
            "ProdComposition parent and the user, one NSRecursiveLock and one nil optional per singleton "
            "(80 of the 100; every fifth service is transient). Both makers are closures the loop "
            "calls, the same indirect call for every row."
        ),
    },
    {
        "id": "9-child-one-service",
        "title": "Creating a child, reading one of its singletons and dropping it",
        "unit": "ns per child",
        "baseline": "hand-written locked lazy, 1,000 app services",
        "notes": (
            "As the previous measurement, with the child's accountService0 read once before it is "
            "released: one object built from the user and three app services, which the app has "
            "already built. The generated child is read through the `any AccountComponent` that "
            "makeAccountComponent returns, the hand-written one through its final class."
        ),
    },
]


def decode_name(file_name, baseline_prefix_pattern):
    match = baseline_prefix_pattern.match(file_name)
    if not match:
        return None
    return match.group("name").replace("_", " ")


def read_samples(path):
    with open(path, encoding="utf-8") as file:
        header = file.readline()
        if "(ns)" not in header:
            sys.exit(f"error: {path}: expected samples in nanoseconds, the header says {header.strip()!r}")
        return [int(line) for line in file if line.strip()]


def significant(value):
    """Three significant figures: more than the samples' precision would be noise."""
    return float(f"{value:.3g}")


def row_order(row):
    system = next((s for s in sorted(SYSTEMS, key=len, reverse=True) if row.startswith(s)), row)
    size = re.search(r", ([\d,]+) ", row)
    return (SYSTEMS.index(system) if system in SYSTEMS else len(SYSTEMS),
            int(size.group(1).replace(",", "")) if size else 0)


def collect(export_dir):
    pattern = re.compile(r"^[^.]+\." + TARGET + r"\.(?P<name>.+)" + re.escape(METRIC_FILE_SUFFIX) + "$")
    rows_by_measurement = {}
    for path in sorted(glob.glob(os.path.join(export_dir, "*" + METRIC_FILE_SUFFIX))):
        name = decode_name(os.path.basename(path), pattern)
        parsed = NAME_PATTERN.match(name or "")
        if not parsed:
            sys.exit(f"error: cannot read the benchmark name in {os.path.basename(path)}")
        per_sample = int(parsed.group("count"))
        values = [sample / per_sample for sample in read_samples(path)]
        if not values:
            sys.exit(f"error: {os.path.basename(path)} has no samples")
        summary = summarize(values)
        rows_by_measurement.setdefault(parsed.group("measurement"), []).append({
            "system": parsed.group("row"),
            "median": significant(summary["median"]),
            "p25": significant(summary["p25"]),
            "p75": significant(summary["p75"]),
            "samples": len(values),
            "per_sample": per_sample,
        })
    return rows_by_measurement


def operations_note(rows):
    counts = {}
    for row in rows:
        counts.setdefault(row["per_sample"], []).append(row["system"])
    parts = [f"{count:,} ({', '.join(systems)})" for count, systems in sorted(counts.items(), reverse=True)]
    return "Operations per sample: " + "; ".join(parts) + "."


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("export_dir")
    parser.add_argument("output")
    parser.add_argument("--command", default="cd Benchmarks && Scripts/run_resolution.sh")
    parser.add_argument("--partial", action="store_true",
                        help="a filtered run: leave out the measurements with no results")
    arguments = parser.parse_args()

    rows_by_measurement = collect(arguments.export_dir)
    unknown = set(rows_by_measurement) - {m["id"] for m in MEASUREMENTS}
    if unknown:
        sys.exit(f"error: benchmarks of unknown measurements: {', '.join(sorted(unknown))}")

    measurements = []
    for template in MEASUREMENTS:
        rows = sorted(rows_by_measurement.get(template["id"], []), key=lambda r: row_order(r["system"]))
        if not rows and arguments.partial:
            continue
        if not rows:
            sys.exit(f"error: no results for {template['id']}; did a benchmark fail?")
        if template["baseline"] not in {row["system"] for row in rows}:
            sys.exit(f"error: {template['id']}: the baseline row '{template['baseline']}' is missing")
        notes = " ".join([template["notes"], operations_note(rows), HARNESS])
        measurements.append({
            "id": template["id"],
            "title": template["title"],
            "unit": template["unit"],
            "command": arguments.command,
            "baseline": template["baseline"],
            "rows": [{key: row[key] for key in ("system", "median", "p25", "p75", "samples")} for row in rows],
            "notes": notes,
        })

    output_dir = os.path.dirname(os.path.abspath(arguments.output))
    os.makedirs(output_dir, exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8") as file:
        json.dump({"measurements": measurements}, file, indent=2, ensure_ascii=False)
        file.write("\n")

    for measurement in measurements:
        print(f"\n{measurement['id']} ({measurement['unit']}, median [p25, p75], samples)")
        baseline = next(r for r in measurement["rows"] if r["system"] == measurement["baseline"])
        for row in measurement["rows"]:
            ratio = row["median"] / baseline["median"] if baseline["median"] else float("nan")
            print(f"  {row['system']:<45} {row['median']:>12g}  [{row['p25']:g}, {row['p75']:g}]"
                  f"  n={row['samples']:<5} {ratio:6.2f}x baseline")


if __name__ == "__main__":
    main()
