"""Reads what the Swift frontend reports about one compile: per-phase timers and function bodies.

measure_compile.py makes one extra compile per system and mode with

    -Xfrontend -stats-output-dir -Xfrontend DIR      one JSON file per frontend job, holding the
                                                     frontend's timers (time.swift.<phase>.user/.sys/.wall)
    -Xfrontend -debug-time-function-bodies           one stderr line per type-checked function body:
                                                     "<ms>ms\t<file:line:col>\t<description>"

and keeps a compact record of it (the shape of Results/compile-phases*.json, which report.py
turns into the phase tables). The parsing is the compile lab's (measure.py), which took the
"before" numbers in Results/compile-phases-before.json the same way.
"""
import glob
import json
import os
import re

# The frontend's timers shown in the phase table, by their names in the stats files. Indented
# ones are parts of the one above; the others do not overlap, so what the frontend spent outside
# them (LLVM, object emission, the other mandatory SIL passes) is its total minus their sum.
PHASES = [
    ("parse-and-resolve-imports", "parsing and imports", False),
    ("perform-sema", "type checking", False),
    ("typecheck-decl", "declarations", True),
    ("typecheck-stmt", "statements", True),
    ("typecheck-expr", "expressions", True),
    ("SILGen", "SILGen", False),
    ("definite-init", "definite initialization", False),
    ("SIL optimization", "SIL optimization", False),
    ("IRGen", "IRGen", False),
]
STATS_FLAGS = ["-Xfrontend", "-debug-time-function-bodies"]
TOP_BODIES = 8
BODY_LINE = re.compile(r"^\s*([\d.]+)ms\t(.*?)\t(.*)$")


def stats_flags(stats_dir):
    return ["-Xfrontend", "-stats-output-dir", "-Xfrontend", stats_dir] + STATS_FLAGS


def short_body(description):
    """'initializer Bench.(file).T.init(s0:s1:...)@/path:1:2' -> 'initializer T.init(s0:s1:s2:…:observer:) (1,001 labels)'."""
    text = description.split("@", 1)[0]
    text = re.sub(r"\b\w+\.\(file\)\.", "", text)
    found = re.search(r"\(([^()]*)\)$", text)
    if found:
        labels = [label for label in found.group(1).split(":") if label]
        if len(labels) > 6:
            short = ":".join(labels[:3]) + ":…:" + labels[-1] + ":"
            text = f"{text[:found.start()]}({short}) ({len(labels):,} labels)"
    return text


def read_frontend_stats(stats_dir):
    """(frontend CPU s, frontend wall s, jobs, {phase key: CPU s}) summed over the frontend jobs."""
    frontend_cpu = frontend_wall = 0.0
    jobs = 0
    phases = {key: 0.0 for key, _, _ in PHASES}
    for path in glob.glob(os.path.join(stats_dir, "*.json")):
        with open(path, encoding="utf-8") as file:
            stats = json.load(file)
        totals = [key for key in stats if key.startswith("time.swift-frontend.") and key.endswith(".wall")]
        if not totals:
            continue
        jobs += 1
        prefix = totals[0][:-len(".wall")]
        frontend_wall += stats[totals[0]]
        frontend_cpu += stats.get(prefix + ".user", 0.0) + stats.get(prefix + ".sys", 0.0)
        for key in phases:
            phases[key] += stats.get(f"time.swift.{key}.user", 0.0) + stats.get(f"time.swift.{key}.sys", 0.0)
    return frontend_cpu, frontend_wall, jobs, phases


def read_function_bodies(output):
    """[(ms, where, description)] from -debug-time-function-bodies output, slowest first."""
    bodies = []
    for line in output.splitlines():
        found = BODY_LINE.match(line)
        if found:
            bodies.append((float(found.group(1)), os.path.basename(found.group(2)), found.group(3)))
    bodies.sort(key=lambda body: body[0], reverse=True)
    return bodies


def phase_record(system, mode, run, stats_dir, output, **extra):
    """The compact record of one stats compile (run: results.ProcessRun)."""
    frontend_cpu, frontend_wall, jobs, phases = read_frontend_stats(stats_dir)
    bodies = read_function_bodies(output)
    record = {
        "system": system,
        "mode": mode,
        "wall_s": round(run.seconds, 2),
        "cpu_s": round(run.cpu_seconds, 2),
        "frontend_cpu_s": round(frontend_cpu, 2),
        "frontend_wall_s": round(frontend_wall, 2),
        "frontend_jobs": jobs,
        "phases_cpu_s": {key: round(value, 3) for key, value in phases.items()},
        "function_bodies": len(bodies),
        "function_bodies_s": round(sum(body[0] for body in bodies) / 1000, 2),
        "top_bodies": [{"ms": round(ms, 1), "where": where, "body": short_body(description)}
                       for ms, where, description in bodies[:TOP_BODIES]],
    }
    record.update(extra)
    return record
