"""Where measurement 15's clean build of `Graph` spends its time, by what the generated code is made of.

measure_swiftpm_compile.py calls `construct_record(package, build, clean_target)` once per graph
size, after its timed builds: it builds `Stubs` and `Graph` once more from scratch through
`swift build` with the frontend's statistics (`-stats-output-dir`,
`-debug-time-function-bodies`, passed with -Xswiftc so every target gets them; only the two
targets' jobs are read). It returns each target's phase times (compile_stats.read_frontend_stats
over that target's jobs) and Graph's type-checked function bodies grouped by construct: the
types, the service accessors, the test replacements, the `TestComponent` and the rest of the
generated code. Type-checking is the part of a build a function body can be charged with; the
phases show the rest (SILGen, IRGen, LLVM) per target.
"""
import glob
import os
import shutil
import tempfile

from compile_stats import PHASES, read_frontend_stats, read_function_bodies

# (construct, test on (file name, body description)), first match wins.
CONSTRUCTS = (
    ("the types (Stubs files)", lambda where, body: where.startswith("Stubs")),
    ("test replacements (`Replacements` properties)", lambda where, body: "Replacements" in body),
    ("`TestComponent` (its initializers, `replacing`)", lambda where, body: "TestComponent" in body),
    ("service accessors (`AppComponentBase`)", lambda where, body: "AppComponentBase" in body),
    ("the rest of the generated code (environment classes, `makeAppComponent`)", lambda where, body: True),
)


def target_stats(stats_dir, target):
    """Copies the stats files of `target`'s frontend jobs (SwiftPM passes -module-name) to their own folder."""
    own = tempfile.mkdtemp(prefix=f"stats-{target}-", dir=stats_dir)
    for path in glob.glob(os.path.join(stats_dir, "*.json")):
        with open(path, encoding="utf-8") as file:
            text = file.read()
        if f"-{target}-" in os.path.basename(path) or f'"module-name": "{target}"' in text:
            shutil.copy(path, own)
    return own


def construct_record(package, build, clean_target):
    """{target: {phase: CPU s}, "bodies by construct": {construct: [count, ms]}} from one clean build
    of each target; `build(package, target, flags)` returns the build's output."""
    stats_dir = tempfile.mkdtemp(prefix="servicegraph-swiftpm-stats-")
    flags = ["-Xswiftc", "-stats-output-dir", "-Xswiftc", stats_dir,
             "-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-time-function-bodies"]
    record = {}
    for target in ("Stubs", "Graph"):
        build(package, target, flags)  # builds the dependencies with the flags first, untimed
        for path in glob.glob(os.path.join(stats_dir, "*.json")):
            os.remove(path)
        clean_target(package, target)
        output = build(package, target, flags)
        frontend_cpu, _, jobs, phases = read_frontend_stats(target_stats(stats_dir, target))
        record[target] = {"frontend CPU s": round(frontend_cpu, 2), "frontend jobs": jobs,
                          **{name: round(phases[key], 2) for key, name, _ in PHASES}}
        if target == "Graph":
            grouped = {construct: [0, 0.0] for construct, _ in CONSTRUCTS}
            # SwiftPM prints a batch job's output once per file of the batch: each body once.
            for (where, body), ms in {(where, body): ms for ms, where, body in read_function_bodies(output)}.items():
                construct = next(name for name, test in CONSTRUCTS if test(where, body))
                grouped[construct][0] += 1
                grouped[construct][1] += ms
            record["bodies by construct"] = {name: [count, round(ms, 1)] for name, (count, ms) in grouped.items()}
    shutil.rmtree(stats_dir, ignore_errors=True)
    return record
