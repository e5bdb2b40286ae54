#!/usr/bin/env python3
"""Writes Benchmarks/README.md and its charts from the results files, wholesale.

    report.py [--results-dir DIR] [--output-dir DIR]

Reads every DIR/*.json in the shape results.py defines (machine.json aside), fills the
placeholders of README.template.md (tables per results file or per measurement, the machine, the
goals of issues 6 and 11, of scopes, of modules and of views with verdicts computed from the
numbers, the compile phase tables before and after) and draws Charts/generator-time.svg and
Charts/resolution-cost.svg by hand. Measurement 16's goals, section and Charts/build-scale.svg
come from report_module_app.py. A missing results file is reported as not measured yet.
Defaults: Benchmarks/Results in, Benchmarks/ out.

The phase tables set DIR/compile-phases.json (this run) beside compile-phases-before.json (the
previous generator's output, measured once and committed); when DIR has no
compile-phases-before.json, as in a smoke run, the committed one in Benchmarks/Results is used.
"""
import argparse
import glob
import json
import math
import os
import re
from xml.sax.saxutils import escape

from compile_stats import PHASES
from results import BENCHMARKS_DIR, RESULTS_DIR, SCRIPTS_DIR

TEMPLATE = os.path.join(SCRIPTS_DIR, "README.template.md")
NOT_MEASURED = "not measured yet"
# Per-row fields that the table already shows another way (the spread, the row's name).
SHOWN_ELSEWHERE = {"min", "max", "services", "graph", "subcommand", "cores"}

# ---------------------------------------------------------------- numbers


def number(value):
    """A measured value with three significant figures, thousands separated."""
    if value is None:
        return "–"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, int):
        return f"{value:,}"
    magnitude = abs(value)
    if magnitude >= 100:
        return f"{value:,.0f}"
    if magnitude >= 10:
        return f"{value:.1f}"
    if magnitude >= 1:
        return f"{value:.2f}"
    if magnitude == 0:
        return "0"
    return f"{value:.{2 - math.floor(math.log10(magnitude))}f}"


def ratio(value):
    if value is None:
        return "–"
    return f"{number(value)}×"


# ---------------------------------------------------------------- loading


def load_results(results_dir):
    """{file stem: {"measurements": [...], "facts": {...}}} and the machine record (or None)."""
    files, machine = {}, None
    for path in sorted(glob.glob(os.path.join(results_dir, "*.json"))):
        stem = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding="utf-8") as file:
            content = json.load(file)
        if stem == "machine":
            machine = content
        else:
            files[stem] = content
    return files, machine


def find_measurement(files, identifier):
    for content in files.values():
        for candidate in content.get("measurements", []):
            if candidate["id"] == identifier:
                return candidate
    return None


def find_row(found, system):
    if found is None:
        return None
    return next((line for line in found["rows"] if line["system"] == system), None)


# ---------------------------------------------------------------- tables


def letters(count):
    return [chr(ord("A") + index) for index in range(count)]


def measurement_table(found):
    """One markdown table: median, spread, samples, ratio to baseline, peer matrix, extras."""
    rows = found["rows"]
    baseline = find_row(found, found.get("baseline"))
    compare = found.get("baseline") is not None and len(rows) > 1
    labels = letters(len(rows))
    extras = []
    for line in rows:
        for key in line.get("extra", {}):
            if key not in SHOWN_ELSEWHERE and key not in extras:
                extras.append(key)
    header = ["", "system", f"median ({found['unit']})", "p25–p75", "min–max", "n"]
    if compare:
        header.append(f"× {found['baseline']}")
        header += [f"÷ {label}" for label in labels]
    header += extras
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for label, line in zip(labels, rows):
        extra = line.get("extra", {})
        cells = [label, line["system"], f"**{number(line['median'])}**",
                 f"{number(line['p25'])}–{number(line['p75'])}",
                 f"{number(extra.get('min'))}–{number(extra.get('max'))}" if "min" in extra else "–",
                 str(line["samples"])]
        if compare:
            cells.append(ratio(line["median"] / baseline["median"]) if baseline else "–")
            cells += ["–" if peer is line else ratio(line["median"] / peer["median"]) for peer in rows]
        cells += [number(extra.get(key)) for key in extras]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def measurement_section(found):
    """One measurement: its title, table, notes and command."""
    parts = [f"### {found['title']}\n", measurement_table(found) + "\n"]
    if found.get("baseline") and find_row(found, found["baseline"]) is None:
        parts.append(f"The baseline row \"{found['baseline']}\" is missing.\n")
    parts.append(f"{found.get('notes', '')}\n\nReproduce: `{found['command']}`\n")
    return parts


def measurements_section(files, prefix):
    """Every measurement whose id starts with prefix, from any results file."""
    parts = [part for content in files.values() for found in content.get("measurements", [])
             if found["id"].startswith(prefix) for part in measurement_section(found)]
    if not parts:
        return f"*{NOT_MEASURED}* (no measurement `{prefix}…` in `Results/`)."
    return "\n".join(parts).rstrip("\n")


def file_section(files, stem, placed_elsewhere=()):
    """Every measurement of one results file, with its command, notes and facts, but those whose id
    starts with one of placed_elsewhere (the template shows them in a section of their own)."""
    content = files.get(stem)
    if content is None:
        return f"*{NOT_MEASURED}* (no `Results/{stem}.json`)."
    parts = []
    for found in content.get("measurements", []):
        if not found["id"].startswith(tuple(placed_elsewhere)):
            parts += measurement_section(found)
    facts = content.get("facts", {})
    if facts:
        parts.append("Facts recorded by this run:\n")
        parts += [f"- {key}: `{number(value)}`" for key, value in facts.items()]
    return "\n".join(parts).rstrip("\n")


def machine_section(machine):
    if machine is None:
        return f"*{NOT_MEASURED}*: no `Results/machine.json` (written by `Benchmarks/run.sh`)."
    memory = f"{machine['memory_gib']} GiB" if machine.get("memory_gib") else "unknown"
    return "\n".join([
        f"- **CPU**: {machine.get('cpu')}, {machine.get('cores')} cores",
        f"- **Memory**: {memory}",
        f"- **OS**: {machine.get('os')}",
        f"- **Date**: {machine.get('date')}",
        f"- **Python**: {machine.get('python')}",
        "- **Toolchain** (`swift --version`):",
        "",
        "```",
        machine.get("toolchain", ""),
        "```",
    ])


# ---------------------------------------------------------------- goals


class Goal:
    """One goal of an issue (#6 set the first goals, #11 added some), with a verdict: met, missed
    or not measured yet."""

    def __init__(self, text, issue="#6"):
        self.text, self.issue, self.status, self.detail = text, issue, NOT_MEASURED, ""

    def judge(self, met, detail):
        self.status = "met" if met else "missed"
        self.detail = detail
        return self


def over(value, limit):
    """How far above a limit a value is, for a missed goal's explanation."""
    return f"{(value / limit - 1) * 100:.0f}% over the limit"


def ratio_goal(files, identifier, system, baseline, limit, text, issue="#11", also=()):
    """A goal that one row's median is at most `limit` times another's, in one measurement.

    also: further rows of the measurement whose ratio to the baseline is given for information."""
    goal = Goal(text, issue)
    found = find_measurement(files, identifier)
    judged, base = find_row(found, system), find_row(found, baseline)
    if judged and base:
        value = judged["median"] / base["median"]
        detail = (f"{number(judged['median'])} vs {number(base['median'])} {found['unit']}: {ratio(value)}"
                  + ("" if value <= limit else f" ({over(value, limit)})"))
        for name in also:
            other = find_row(found, name)
            if other:
                detail += f"; for information, {name}: {ratio(other['median'] / base['median'])}"
        goal.judge(value <= limit, detail)
    return goal


def runtime_goals(files):
    """Issue 11's goals for measurements 2, 3 and 5, and the warm read against a stored let."""
    return [
        ratio_goal(files, "1-warm-singleton", "generated (thread-safe)", "stored let", 3.0,
                   "Reading a warm singleton (thread-safe component, one thread) costs at most 3× "
                   "reading a stored `let`", also=("lazily stored var",)),
        ratio_goal(files, "2-transient-3-deps", "generated (thread-safe)", "hand-written locked lazy",
                   1.2, "Resolving a transient with three dependencies (thread-safe component) costs "
                   "at most 1.2× the hand-written composition",
                   also=("generated (@MainActor)",)),
        ratio_goal(files, "3-cold-10-deep-chain", "generated (thread-safe)", "hand-written locked lazy",
                   1.5, "The first resolution at the end of a cold 10-deep chain (thread-safe "
                   "component) costs at most 1.5× the hand-written composition",
                   also=("generated (@MainActor)",)),
        ratio_goal(files, "5-contention-2-threads", "generated (thread-safe)", "hand-written locked lazy",
                   1.0, "Two threads reading the same warm singleton (thread-safe component) are no "
                   "slower than with the hand-written composition (at most 1.0×)"),
    ]


def view_read_goals(files):
    """Issue 31's goal: a view costs no more to read than the component, so keeping a view (which
    a kept service receives as a back-reference object) is not a performance decision."""
    return [ratio_goal(files, "1-view-member-read", "view reference a kept service receives",
                       "generated (thread-safe)", 1.5,
                       "A view member read through the object a kept service receives costs at most "
                       "1.5× reading the same member from the component (thread-safe component)",
                       issue="#31", also=("component as the view",))]


def warm_read_goals(files):
    """Judged on the thread-safe component, the default; the main-actor one is listed alongside."""
    warm = find_measurement(files, "1-warm-singleton")
    hand = find_row(warm, "hand-written locked lazy")
    judged = find_row(warm, "generated (thread-safe)")
    others = [line for line in (warm or {"rows": []})["rows"]
              if line["system"].startswith("generated") and line is not judged]
    swinjects = [line for line in (warm or {"rows": []})["rows"] if line["system"].startswith("Swinject")]
    near_hand = Goal("Reading a warm singleton (thread-safe component) costs at most 1.5× the "
                     "hand-written locked lazy property")
    if hand and judged:
        value = judged["median"] / hand["median"]
        detail = (f"{number(judged['median'])} vs {number(hand['median'])} {warm['unit']}: {ratio(value)}"
                  + ("" if value <= 1.5 else f" ({over(value, 1.5)})"))
        detail += "".join(f"; for information, {line['system']}: {ratio(line['median'] / hand['median'])}"
                          for line in others)
        near_hand.judge(value <= 1.5, detail)
    faster = Goal("Reading a warm singleton (thread-safe component) is at least 50× faster than Swinject")
    if judged and swinjects:
        verdicts = [(peer["system"], peer["median"] / judged["median"]) for peer in swinjects]
        detail = "; ".join(f"vs {peer}: {ratio(value)} faster"
                           + ("" if value >= 50 else f" ({50 / value:.1f}× short of 50×)")
                           for peer, value in verdicts)
        faster.judge(all(value >= 50 for _, value in verdicts), detail)
    return [near_hand, faster]


def creation_goal(files):
    goal = Goal("Creating a component costs the same whatever the number of services "
                "(1,000 services at most 1.5× 10 services)")
    creation = find_measurement(files, "4-component-creation")
    sizes = {}
    for line in (creation or {"rows": []})["rows"]:
        found = re.fullmatch(r"generated(?: \(thread-safe\))?, ([\d,]+) services", line["system"])
        if found:
            sizes[int(found.group(1).replace(",", ""))] = line["median"]
    if 10 in sizes and 1000 in sizes:
        growth = sizes[1000] / sizes[10]
        steps = ", ".join(f"{size:,}: {number(sizes[size])} {creation['unit']}" for size in sorted(sizes))
        detail = f"{steps}; 1,000 vs 10 services: {ratio(growth)}"
        goal.judge(growth <= 1.5, detail + ("" if growth <= 1.5 else f" ({over(growth, 1.5)})"))
    return goal


SCOPES_ISSUE = "#12"  # the issue that asked for scopes (child components)
CHILD_ROW = re.compile(r"(?P<system>.+), (?P<size>[\d,]+) app services")


def child_rows(found):
    """{(system, app services): row} of a measurement 9 (creating a child component)."""
    rows = {}
    for line in (found or {"rows": []})["rows"]:
        parsed = CHILD_ROW.fullmatch(line["system"])
        if parsed:
            rows[(parsed.group("system"), int(parsed.group("size").replace(",", "")))] = line
    return rows


def child_creation_goals(files):
    """Creating a child costs about what the hand-written child costs, and does not grow with its parent."""
    generated, hand = "generated (thread-safe)", "hand-written locked lazy"
    creation = find_measurement(files, "9-child-creation")
    created = child_rows(creation)
    with_read = child_rows(find_measurement(files, "9-child-one-service"))

    def versus(rows, size):
        """(g / h, "g vs h ns per child: r×") for one app size, or None when a row is missing."""
        if (generated, size) not in rows or (hand, size) not in rows:
            return None
        g, h = rows[(generated, size)]["median"], rows[(hand, size)]["median"]
        return g / h, f"{number(g)} vs {number(h)} {creation['unit']}: {ratio(g / h)}"

    near_hand = Goal("Creating and dropping a 100-service child of a 1,000-service app costs at most 2× "
                     "the hand-written equivalent", SCOPES_ISSUE)
    judged = versus(created, 1000)
    if judged:
        value, detail = judged
        detail += "" if value <= 2 else f" ({over(value, 2)})"
        others = [(label, versus(rows, size)) for label, rows, size in (
            ("with a 10-service app", created, 10),
            ("creating, reading one singleton and dropping", with_read, 1000))]
        others = [f"{label}, {found[1]}" for label, found in others if found]
        if others:
            detail += "; for information: " + "; ".join(others)
        near_hand.judge(value <= 2, detail)

    flat = Goal("Creating a child costs the same whatever the size of its parent (with a 1,000-service "
                "app at most 1.5× with a 10-service app)", SCOPES_ISSUE)
    if (generated, 10) in created and (generated, 1000) in created:
        small, large = created[(generated, 10)]["median"], created[(generated, 1000)]["median"]
        growth = large / small
        detail = (f"10 app services: {number(small)}, 1,000: {number(large)} {creation['unit']}: "
                  f"{ratio(growth)}" + ("" if growth <= 1.5 else f" ({over(growth, 1.5)})"))
        if (hand, 10) in created and (hand, 1000) in created:
            detail += (f"; for information, hand-written: "
                       f"{ratio(created[(hand, 1000)]['median'] / created[(hand, 10)]['median'])}")
        flat.judge(growth <= 1.5, detail)
    return [near_hand, flat]


def generator_rows(found, subcommand):
    """{services: row} of one subcommand on the random graphs."""
    return {line["extra"]["services"]: line for line in (found or {"rows": []})["rows"]
            if line.get("extra", {}).get("subcommand") == subcommand
            and line["extra"].get("graph") == "random DAG"}


def generator_goals(files):
    timing = find_measurement(files, "6-generator-time")
    memory = find_measurement(files, "6-generator-memory")
    check, generate = generator_rows(timing, "check"), generator_rows(timing, "generate")
    fast = Goal("10,000 services checked and generated in under 1 s "
                "(one `servicegraph generate`, which parses, checks and emits)")
    if 10000 in generate:
        total = generate[10000]["median"]
        cpu = generate[10000].get("extra", {}).get("CPU ms (median)")
        detail = f"{number(total)} ms wall" + (f", {number(cpu)} ms CPU" if cpu is not None else "")
        fast.judge(total < 1000, detail + ("" if total < 1000 else f" ({over(total, 1000)})"))
    one_core = Goal("10,000 services generated in under 1 s on one core "
                    "(`taskset -c 0 servicegraph generate`)", "#11")
    pinned = generator_rows(find_measurement(files, "6-generator-one-core"), "generate")
    if 10000 in pinned:
        total = pinned[10000]["median"]
        cpu = pinned[10000].get("extra", {}).get("CPU ms (median)")
        detail = f"{number(total)} ms wall" + (f", {number(cpu)} ms CPU" if cpu is not None else "")
        one_core.judge(total < 1000, detail + ("" if total < 1000 else f" ({over(total, 1000)})"))
    goals = [fast, one_core]
    for found, label in ((timing, "time"), (memory, "peak memory")):
        goal = Goal(f"Generator {label} grows at most 12× from 1,000 to 10,000 services")
        verdicts = []
        for subcommand in ("check", "generate"):
            by_size = generator_rows(found, subcommand)
            if 1000 in by_size and 10000 in by_size:
                verdicts.append((subcommand, by_size[10000]["median"] / by_size[1000]["median"]))
        if len(verdicts) == 2:
            detail = "; ".join(f"{name}: {ratio(value)}" + ("" if value <= 12 else f" ({over(value, 12)})")
                               for name, value in verdicts)
            goal.judge(all(value <= 12 for _, value in verdicts), detail)
        goals.append(goal)
    chain = Goal("A 10,000-long dependency chain checks and generates (no stack overflow)")
    facts = (files.get("generator") or {}).get("facts", {})
    if "chain check and generate succeeded" in facts:
        length = facts.get("chain length", 0)
        succeeded = facts["chain check and generate succeeded"]
        detail = (f"{length:,}-long chain: check {number(facts.get('chain check median ms'))} ms, "
                  f"generate {number(facts.get('chain generate median ms'))} ms" if succeeded
                  else f"{length:,}-long chain failed: {facts.get('chain failure', '')[:200]}")
        if length >= 10000 or not succeeded:
            chain.judge(succeeded, detail)
        else:
            chain.detail = detail + f" (only {length:,} long in this run)"
    return goals + [chain]


COMPILE_LIMITS = {"debug": 0.12, "release": 0.2}  # issue 11, against the hand-written code


def compile_goals(files):
    goals = []
    size = (files.get("compile") or {}).get("facts", {}).get("compile graph size")
    graph = f"the {size:,}-service graph" if isinstance(size, int) else "the synthetic graph"
    for mode in ("debug", "release"):
        found = find_measurement(files, f"7-compile-{mode}")
        generated, hand = find_row(found, "generated"), find_row(found, "hand-written")
        for limit, issue in ((COMPILE_LIMITS[mode], "#11"), (1.5, "#6")):
            goal = Goal(f"The generated code of {graph} (with its stubs) compiles in at most "
                        f"{limit:g}× the hand-written code's time in the same run, {mode}", issue)
            if generated and hand:
                value = generated["median"] / hand["median"]
                detail = (f"{number(generated['median'])} s vs {number(hand['median'])} s: {ratio(value)}"
                          + ("" if value <= limit else f" ({over(value, limit)})"))
                goal.judge(value <= limit, detail)
            goals.append(goal)
    return goals


def nochange_goal(files):
    goal = Goal("The plugin does not run the generator on a build where services.json did not change")
    facts = (files.get("nochange-build") or {}).get("facts", {})
    unchanged = facts.get("generator reran on a no-change build (swift build -v)")
    touched = facts.get("generator reran after touching services.json (swift build -v)")
    if unchanged is not None and touched is not None:
        detail = ("`swift build -v`: no generate command when nothing changed"
                  if not unchanged else "`swift build -v` shows the generate command on a no-change build")
        detail += ("; it runs again after touching services.json" if touched
                   else "; but it did not run after touching services.json either, so the check is void")
        goal.judge(not unchanged and touched, detail)
    return goal


MODULES_ISSUE = "#14"  # the issue that asked for composing feature modules


def modules_goals(files):
    """Issue 14's goals for measurement 10: the edit-one-feature rebuild, what it regenerates,
    and the generator's time as the number of composed modules doubles."""
    build = find_measurement(files, "10-modules-build")
    facts = (files.get("modules") or {}).get("facts", {})
    rebuild = Goal("Rebuild after editing one feature's manifest costs at most 3× a no-change build "
                   "plus the compile of that feature's and the app's modules (medians: rebuild ≤ "
                   "3 × no-change build + feature module compiled alone + App module compiled alone)",
                   MODULES_ISSUE)
    edited = find_row(build, "rebuild after editing one feature's manifest")
    nochange = find_row(build, "no-change build")
    feature = edited and find_row(build, f"compile of {edited['extra'].get('feature')}'s module alone")
    app = find_row(build, "compile of App's module alone")
    if edited and nochange and feature and app:
        limit = 3 * nochange["median"] + feature["median"] + app["median"]
        value = edited["median"]
        detail = (f"{number(value)} s vs 3 × {number(nochange['median'])} + {number(feature['median'])} "
                  f"({edited['extra'].get('feature')}) + {number(app['median'])} (App) = {number(limit)} s"
                  + ("" if value <= limit else f" ({over(value, limit)})"))
        features = facts.get("features")
        if isinstance(features, int) and features < 100:
            detail += f" (only {features} features in this run)"
        rebuild.judge(value <= limit, detail)

    only = Goal("Only the edited feature's and its composers' generated files are rewritten, and a "
                "no-change build runs no generator (from `swift build -v` and the generated files' "
                "mtimes and contents, after an edit of the last feature and of the feature most "
                "others depend on: every file rewritten is the feature's or App's, the feature's "
                "among them, and every generate command run is the feature's or a dependent's)",
                MODULES_ISSUE)
    unchanged = facts.get("generator commands on a no-change build (swift build -v)")
    edits = [prefix for prefix in ("", "shared feature: ")
             if None not in (facts.get(f"{prefix}edited feature and the targets that depend on it"),
                             facts.get(f"{prefix}generator commands after the edit (swift build -v)"),
                             facts.get(f"{prefix}generated files rewritten by the edit (mtime or content)"))]
    if unchanged is not None and "" in edits:
        problems, details = [], []
        if unchanged:
            problems.append(f"a no-change build ran the generator for {', '.join(unchanged)}")
        for prefix in edits:
            name = facts.get(f"{prefix}edited feature")
            dependents = facts[f"{prefix}edited feature and the targets that depend on it"]
            # Older results files have no composers: App is the only composer.
            composers = facts.get(f"{prefix}edited feature and the targets that compose it",
                                  sorted({name, "App"}))
            ran = facts[f"{prefix}generator commands after the edit (swift build -v)"]
            rewritten = facts[f"{prefix}generated files rewritten by the edit (mtime or content)"]
            if name not in ran or name not in rewritten:
                problems.append(f"{name}'s own generator did not run or its file was not rewritten, "
                                f"so the check is void")
            stray_runs = sorted(set(ran) - set(dependents))
            stray_files = sorted(set(rewritten) - set(composers))
            if stray_runs:
                problems.append(f"after editing {name}, generators also ran for {', '.join(stray_runs)}")
            if stray_files:
                problems.append(f"after editing {name}, also rewritten: {', '.join(stray_files)}")
            others = len(dependents) - len(composers)
            detail = (f"after editing {name}: files rewritten: {', '.join(rewritten) or 'none'} "
                      f"(allowed: {', '.join(composers)}); generators ran for "
                      + (f"{len(ran)} targets" if len(ran) > 4 else ', '.join(ran) or 'none')
                      + (f" (also the {others} other feature{'s' if others > 1 else ''} that "
                         f"depend{'' if others > 1 else 's'} on it: the plugin makes {name}'s manifest an input of every dependent)"
                         if others > 0 else ""))
            compiled = facts.get(f"{prefix}modules compiled after the edit (swift build -v)")
            if compiled is not None:
                detail += f"; modules recompiled: {', '.join(compiled) or 'none'}"
            details.append(detail)
        details.append(f"no-change build: {'no generator' if not unchanged else 'generators ran'}")
        only.judge(not problems, "; ".join(details + problems))

    linear = Goal("Generator time for the composition grows linearly with the number of modules: "
                  "200 modules at most 2.5× 100 modules (median wall time of one `servicegraph "
                  "generate` of the App manifest with 200 `--module` arguments against 100)",
                  MODULES_ISSUE)
    timing = find_measurement(files, "10-modules-generator")
    by_modules = {line["extra"].get("modules"): line for line in (timing or {"rows": []})["rows"]}
    # The largest composition against half of it: 200 against 100, or in a smoke run 20 against 10.
    largest = max((size for size in by_modules if isinstance(size, int)), default=None)
    if largest is not None and largest % 2 == 0 and largest // 2 in by_modules:
        half = largest // 2
        growth = by_modules[largest]["median"] / by_modules[half]["median"]
        steps = ", ".join(f"{size}: {number(by_modules[size]['median'])} {timing['unit']}"
                          for size in sorted(by_modules))
        linear.judge(growth <= 2.5, f"{steps}; {largest} vs {half} modules: {ratio(growth)}"
                     + ("" if growth <= 2.5 else f" ({over(growth, 2.5)})")
                     + ("" if largest == 200 else f" (only up to {largest} modules in this run)"))
    return [rebuild, only, linear]


def cold_start_goals(files):
    """Issue 23's cold-start goal (instructions and wall time), and no run-time type lookup."""
    found = find_measurement(files, "11-cold-start-instructions")
    size = f"{files['cold-start']['facts']['size']:,}" if "cold-start" in files else "1,000"
    goals = [
        ratio_goal(files, "11-cold-start-instructions", "generated (thread-safe)",
                   "hand-written locked lazy", 1.5,
                   f"Cold start: creating the {size}-service component and reading every service once, "
                   "in a fresh process, executes at most 1.5× the instructions of the hand-written "
                   "composition (callgrind)", issue="#23"),
        ratio_goal(files, "11-cold-start-wall", "generated (thread-safe)", "hand-written locked lazy",
                   1.5, "Cold start: the same in wall time, median over fresh processes, at most 1.5×",
                   issue="#23"),
    ]
    lookups = Goal("Cold start: building services calls none of the Swift runtime's dynamic casts or "
                   "conformance lookups (`swift_dynamicCast*`, `swift_conformsToProtocol*`, from callgrind)",
                   "#23")
    generated = find_row(found, "generated (thread-safe)")
    if generated:
        executed = generated["extra"].get("type lookups executed (instructions)", {})
        detail = ("none executed" if not executed
                  else ", ".join(f"`{name}`: {count:,} instructions" for name, count in executed.items()))
        lookups.judge(not executed, detail)
    return goals + [lookups]


def contributions_goals(files):
    """Issue 22's goals: reading a collection of contributions, and compiling the app that gathers them."""
    facts = files.get("contributions", {}).get("facts", {})
    count = facts.get("modules", 100) * facts.get("contributions per module", 10)
    label = f"{count:,} contributions from {facts.get('modules', 100)} modules"
    return [
        ratio_goal(files, "12-contributions-read", "generated (thread-safe)", "hand-written locked lazy", 1.5,
                   f"Reading a collection of {label} (and visiting its elements) costs at most 1.5× "
                   "the hand-written array literal, kept as a hand-written container keeps a singleton",
                   issue="#22", also=("stored let",)),
        ratio_goal(files, "12-contributions-access", "generated (thread-safe)", "hand-written locked lazy", 1.5,
                   "The same read without visiting the elements: the warm read alone, at most 1.5×",
                   issue="#22", also=("stored let",)),
        ratio_goal(files, "12-contributions-compile", "generated (thread-safe)", "hand-written locked lazy", 2.0,
                   f"The app's generated code for {label} compiles (debug) in at most 2× the "
                   "hand-written array literal's time", issue="#22"),
    ]


def test_component_goals(files):
    """Issue 23's goal for test components: a call's build cost does not grow with the graph."""
    goals = []
    for size in (1000, 10000):
        goal = Goal(f"A test component made with `TestComponent.replacing {{ ... }}` (two replacements) adds at "
                    f"most 20 ms to its test target's build, {size:,}-service graph", "#23")
        found = find_measurement(files, f"13-test-component-call-{size}")
        replacing, initializer = find_row(found, "TestComponent.replacing"), find_row(found, "TestComponent(...) initializer")
        if replacing:
            detail = f"{number(replacing['median'])} ms per call"
            if initializer:
                detail += f"; for information, the initializer: {number(initializer['median'])} ms"
            goal.judge(replacing["median"] <= 20, detail + ("" if replacing["median"] <= 20 else f" ({over(replacing['median'], 20)})"))
        goals.append(goal)
    return goals


def module_chain_goals(files):
    """Issue 23's goal for composition through interfaces: a module's generation does not grow
    with the depth of the chain below it, so generating the whole chain grows linearly."""
    goal = Goal("Composing through module interfaces stays linear in a 50-deep chain (each module composing the one "
                "before): generating the module at depth 50 takes at most 1.5× the module at depth 10", "#23")
    deep, shallow = (find_row(find_measurement(files, f"14-module-chain-depth-{depth}"), "through interfaces")
                     for depth in (50, 10))
    if deep and shallow:
        value = deep["median"] / shallow["median"]
        detail = f"{number(deep['median'])} vs {number(shallow['median'])} ms: {ratio(value)}"
        manifests = [find_row(find_measurement(files, f"14-module-chain-depth-{depth}"), "through manifests")
                     for depth in (50, 10)]
        if all(manifests):
            detail += (f"; for information, through manifests: {number(manifests[0]['median'])} vs "
                       f"{number(manifests[1]['median'])} ms: {ratio(manifests[0]['median'] / manifests[1]['median'])}")
        goal.judge(value <= 1.5, detail + ("" if value <= 1.5 else f" ({over(value, 1.5)})"))
    return [goal]


def swiftpm_compile_goals(files):
    """Issue 23's goals for the compile through `swift build`: what the generated code adds to a
    target's clean debug build, and the rebuild after editing one service."""
    goals = []
    for size in (1000, 10000):
        goal = Goal(f"The generated code of the {size:,}-service graph adds at most 1× the debug build of the graph's "
                    "types alone (`swift build` of the target, from scratch)", "#23")
        found = find_measurement(files, f"15-swiftpm-compile-{size}")
        stubs, graph = find_row(found, "types alone (Stubs)"), find_row(found, "types and generated code (Graph)")
        if stubs and graph:
            added = (graph["median"] - stubs["median"]) / stubs["median"]
            goal.judge(added <= 1.0, f"{number(graph['median'])} vs {number(stubs['median'])} s: adds {ratio(added)}"
                       + ("" if added <= 1.0 else f" ({over(added, 1.0)})"))
        goals.append(goal)
    found = find_measurement(files, "15-swiftpm-compile-10000")
    graph = find_row(found, "types and generated code (Graph)")
    for edit, wording in (("swapping two of", "swapping two of its dependencies, which keeps the manifest's lines"),
                          ("removing one of", "removing one of its dependencies, a line of the manifest")):
        goal = Goal(f"Editing one service's dependencies in the 10,000-service manifest ({wording}; and its type's "
                    "initializer) rebuilds the target in at most 0.3× its clean build",
                    "#23, #34" if edit == "removing one of" else "#23")
        rebuild = find_row(found, f"Graph, rebuilt after {edit} one service's dependencies")
        if graph and rebuild:
            value = rebuild["median"] / graph["median"]
            goal.judge(value <= 0.3, f"{number(rebuild['median'])} vs {number(graph['median'])} s: {ratio(value)}"
                       + ("" if value <= 0.3 else f" ({over(value, 0.3)})"))
        goals.append(goal)
    return goals


def goals_section(files):
    import report_build_cost  # here, not at the top: these import this module's helpers
    import report_editor
    import report_module_app
    goals = (warm_read_goals(files) + runtime_goals(files) + view_read_goals(files)
             + [creation_goal(files)] + child_creation_goals(files) + generator_goals(files)
             + compile_goals(files) + [nochange_goal(files)] + modules_goals(files) + cold_start_goals(files)
             + contributions_goals(files) + test_component_goals(files) + module_chain_goals(files)
             + swiftpm_compile_goals(files) + report_module_app.goals(files) + report_build_cost.goals(files)
             + report_editor.goals(files))
    lines = ["| goal | issue | verdict | from the numbers |", "|---|---|---|---|"]
    for goal in goals:
        verdict = f"**{goal.status}**" if goal.status != NOT_MEASURED else f"*{goal.status}*"
        lines.append(f"| {goal.text} | {goal.issue} | {verdict} | {goal.detail or '–'} |")
    met = sum(goal.status == "met" for goal in goals)
    missed = sum(goal.status == "missed" for goal in goals)
    summary = f"{met} of {len(goals)} goals met, {missed} missed, {len(goals) - met - missed} not measured yet."
    return summary + "\n\n" + "\n".join(lines)


# ---------------------------------------------------------------- compile phases

MODE_FLAGS = {"debug": "-Onone", "release": "-O -wmo"}
TOP_BODIES_SHOWN = 5


def phase_sets(files):
    """(before, after): the "phases" objects of compile-phases-before.json and compile-phases.json."""
    before = (files.get("compile-phases-before") or {}).get("phases")
    if before is None:
        committed = os.path.join(RESULTS_DIR, "compile-phases-before.json")
        if os.path.exists(committed):
            with open(committed, encoding="utf-8") as file:
                before = json.load(file).get("phases")
    after = (files.get("compile-phases") or {}).get("phases")
    return before, after


def cell(text):
    return str(text).replace("|", "\\|")


def phase_table(mode, columns):
    """Rows of phases, one column per (heading, record or None)."""
    def values(record):
        if record is None:
            return None
        phases = record["phases_cpu_s"]
        counted = sum(phases.get(key, 0.0) for key, _, part in PHASES if not part)
        rest = record["frontend_cpu_s"] - counted
        return ([record["wall_s"], record["cpu_s"], record["frontend_cpu_s"]]
                + [phases.get(key) for key, _, _ in PHASES] + [rest])
    labels = (["whole `swiftc`: wall time", "whole `swiftc`: CPU time", "**frontend, all phases**"]
              + [f"  of which {name}" if part else name for _, name, part in PHASES]
              + ["everything else (LLVM, object file, other SIL passes)"])
    header = ["seconds (CPU: user + sys)"] + [heading for heading, _ in columns]
    lines = ["| " + " | ".join(header) + " |", "|---|" + "---:|" * len(columns)]
    table = [values(record) for _, record in columns]
    for index, label in enumerate(labels):
        cells = ["–" if column is None or column[index] is None else f"{column[index]:,.2f}"
                 for column in table]
        if index == 2:
            cells = [f"**{value}**" if value != "–" else value for value in cells]
        lines.append(f"| {label.replace('  ', '&nbsp;&nbsp;')} | " + " | ".join(cells) + " |")
    bodies = ["–" if record is None else
              f"{record['function_bodies']:,} in {record['function_bodies_s']:,.2f} s"
              for _, record in columns]
    lines.append("| function bodies type-checked | " + " | ".join(bodies) + " |")
    return "\n".join(lines)


def bodies_table(columns):
    """The slowest function bodies to type-check, side by side."""
    header = ["#"] + [heading for heading, _ in columns]
    lines = ["| " + " | ".join(header) + " |", "|---|" + "---|" * len(columns)]
    for rank in range(TOP_BODIES_SHOWN):
        cells = []
        for _, record in columns:
            bodies = (record or {}).get("top_bodies", [])
            if rank < len(bodies):
                body = bodies[rank]
                cells.append(f"{number(body['ms'])} ms `{cell(body['body'])}`")
            else:
                cells.append("–")
        lines.append(f"| {rank + 1} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def describe_phase_set(name, found):
    if found is None:
        return f"- **{name}**: *{NOT_MEASURED}*."
    commit = found.get("generator commit") or "unknown commit"
    differs = " (with uncommitted changes under Sources/ or Codegen/)" if found.get(
        "sources differ from the commit") else ""
    return (f"- **{name}** ({found.get('graph size', '?'):,} services, generator at `{commit[:7]}`"
            f"{differs}, {found.get('date', 'undated')}): {found.get('provenance', '')} "
            f"Command: `{found.get('command', '')}`")


def compile_phases_section(files):
    before, after = phase_sets(files)
    if before is None and after is None:
        return f"*{NOT_MEASURED}* (no `Results/compile-phases.json` or `compile-phases-before.json`)."

    def record(found, system, mode):
        return next((line for line in (found or {}).get("records", [])
                     if line["system"] == system and line["mode"] == mode), None)

    parts = [describe_phase_set("Before", before), describe_phase_set("After", after), ""]
    if before and after and before.get("graph size") != after.get("graph size"):
        parts.append(f"> The two sets measure different graphs ({before.get('graph size'):,} and "
                     f"{after.get('graph size'):,} services): this is not a full run.\n")
    notes = []
    for mode in ("debug", "release"):
        columns = [(f"{system}, {label}", record(found, system, mode))
                   for system in ("generated", "hand-written")
                   for label, found in (("before", before), ("after", after))]
        parts.append(f"### {mode.capitalize()} (`{MODE_FLAGS[mode]}`)\n")
        parts.append(phase_table(mode, columns) + "\n")
        parts.append("Slowest function bodies to type-check (`-debug-time-function-bodies`):\n")
        parts.append(bodies_table(columns) + "\n")
        for heading, found in columns:
            if found and found.get("note"):
                notes.append(f"- {mode}, {heading}: {found['note']}")
    if notes:
        parts.append("Notes on single records:\n")
        parts += notes
    return "\n".join(parts).rstrip("\n")


# ---------------------------------------------------------------- charts

FONT = 'font-family="Helvetica, Arial, sans-serif"'


def svg_document(width, height, title, body):
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<text x="{width / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold" '
        f'{FONT} fill="#222">{escape(title)}</text>',
    ] + body + ["</svg>", ""])


def text(x, y, content, size=12, anchor="start", color="#222", extra=""):
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" {FONT} '
            f'fill="{color}" {extra}>{escape(content)}</text>')


def placeholder_chart(title):
    return svg_document(640, 120, title, [text(320, 70, NOT_MEASURED, 14, "middle", "#777")])


def decades(low, high):
    """Powers of ten bracketing [low, high], for a log axis."""
    return list(range(math.floor(math.log10(low)), math.ceil(math.log10(high)) + 1)) or [0, 1]


def tick_label(power, unit=""):
    value = 10.0 ** power
    return (f"{value:,.0f}" if value >= 1 else f"{value:g}") + unit


def generator_chart(files):
    """Log-log lines: wall time of check and generate against the number of services."""
    title = "Generator wall time against graph size (median, log-log)"
    timing = find_measurement(files, "6-generator-time")
    series = {name: generator_rows(timing, name) for name in ("check", "generate")}
    points = [(size, line["median"]) for rows in series.values() for size, line in rows.items()]
    if len(points) < 2:
        return placeholder_chart(title)
    width, height = 760, 440
    left, right, top, bottom = 100, 175, 50, 60
    x_powers = decades(min(p[0] for p in points), max(p[0] for p in points))
    y_powers = decades(min(p[1] for p in points), max(max(p[1] for p in points), 1000))
    if len(x_powers) == 1:
        x_powers.append(x_powers[0] + 1)

    def x_of(value):
        span = x_powers[-1] - x_powers[0]
        return left + (math.log10(value) - x_powers[0]) / span * (width - left - right)

    def y_of(value):
        span = y_powers[-1] - y_powers[0]
        return height - bottom - (math.log10(value) - y_powers[0]) / span * (height - top - bottom)

    body = [f'<rect x="{left}" y="{top}" width="{width - left - right}" height="{height - top - bottom}" '
            f'fill="none" stroke="#bbb"/>']
    for power in x_powers:
        x = x_of(10.0 ** power)
        body.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{height - bottom}" stroke="#eee"/>')
        body.append(text(x, height - bottom + 18, tick_label(power), anchor="middle"))
    for power in y_powers:
        y = y_of(10.0 ** power)
        body.append(f'<line x1="{left}" y1="{y:.1f}" x2="{width - right}" y2="{y:.1f}" stroke="#eee"/>')
        body.append(text(left - 8, y + 4, tick_label(power, " ms"), anchor="end"))
    limit_y = y_of(1000)
    body.append(f'<line x1="{left}" y1="{limit_y:.1f}" x2="{width - right}" y2="{limit_y:.1f}" '
                f'stroke="#c0392b" stroke-dasharray="6 4"/>')
    body.append(text(left + 6, limit_y - 6, "1 s: the goal for generating 10,000 services",
                     11, color="#c0392b"))
    body.append(text((left + width - right) / 2, height - 18, "services in the graph (log scale)",
                     13, "middle"))
    body.append(text(22, (top + height - bottom) / 2, "wall time per run (log scale)", 13, "middle",
                     extra=f'transform="rotate(-90 22 {(top + height - bottom) / 2})"'))
    colors = {"check": "#2e86c1", "generate": "#e67e22"}
    for index, (name, rows) in enumerate(series.items()):
        ordered = sorted(rows.items())
        coordinates = " ".join(f"{x_of(size):.1f},{y_of(line['median']):.1f}" for size, line in ordered)
        body.append(f'<polyline points="{coordinates}" fill="none" stroke="{colors[name]}" stroke-width="2.5"/>')
        for size, line in ordered:
            x, y = x_of(size), y_of(line["median"])
            body.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4" fill="{colors[name]}"/>')
            offset = -10 if name == "generate" else 18
            body.append(text(x, y + offset, f"{number(line['median'])} ms", 11, "middle", colors[name]))
        legend_y = top + 40 + index * 20
        body.append(f'<rect x="{width - right + 6}" y="{legend_y - 10}" width="14" height="4" '
                    f'fill="{colors[name]}"/>')
        body.append(text(width - right + 26, legend_y - 4, f"servicegraph {name}", 12))
    return svg_document(width, height, title, body)


def resolution_chart(files):
    """Horizontal bars: nanoseconds per warm-singleton access, one bar per system."""
    title = "Resolving a warm singleton (median, lower is better)"
    warm = find_measurement(files, "1-warm-singleton")
    if warm is None or not warm["rows"]:
        return placeholder_chart(title)
    rows = sorted(warm["rows"], key=lambda line: line["median"])
    values = [line["median"] for line in rows]
    logarithmic = min(values) > 0 and max(values) / min(values) > 20
    width, left, right, top, bar, gap = 760, 210, 90, 50, 22, 10
    height = top + len(rows) * (bar + gap) + 80
    plot = width - left - right
    if logarithmic:
        powers = decades(min(values), max(values))
        if len(powers) == 1:
            powers.append(powers[0] + 1)

        def length(value):
            return (math.log10(value) - powers[0]) / (powers[-1] - powers[0]) * plot
        ticks = [(10.0 ** power, tick_label(power)) for power in powers]
    else:
        top_value = max(values) * 1.1

        def length(value):
            return value / top_value * plot
        ticks = [(top_value * step / 4, number(top_value * step / 4)) for step in range(5)]
    body = []
    axis_y = top + len(rows) * (bar + gap)
    for value, label in ticks:
        x = left + length(value)
        body.append(f'<line x1="{x:.1f}" y1="{top - 4}" x2="{x:.1f}" y2="{axis_y}" stroke="#eee"/>')
        body.append(text(x, axis_y + 16, label, 11, "middle"))
    for index, line in enumerate(rows):
        y = top + index * (bar + gap)
        system = line["system"]
        color = ("#27ae60" if system.startswith("generated")
                 else "#7f8c8d" if system == warm.get("baseline") else "#2e86c1")
        bar_length = max(length(line["median"]), 1)
        body.append(text(left - 8, y + bar / 2 + 4, system, 12, "end"))
        body.append(f'<rect x="{left}" y="{y}" width="{bar_length:.1f}" height="{bar}" fill="{color}"/>')
        body.append(text(left + bar_length + 6, y + bar / 2 + 4, f"{number(line['median'])} {warm['unit'].split()[0]}", 12))
    body.append(f'<line x1="{left}" y1="{top - 4}" x2="{left}" y2="{axis_y}" stroke="#555"/>')
    scale = "log scale" if logarithmic else "linear scale"
    body.append(text(left + plot / 2, axis_y + 40, f"{warm['unit']} ({scale})", 13, "middle"))
    legend = (("#27ae60", "generated"), ("#7f8c8d", f"baseline: {warm.get('baseline')}"),
              ("#2e86c1", "others"))
    x = left
    for color, label in legend:
        body.append(f'<rect x="{x:.1f}" y="{axis_y + 52}" width="12" height="12" fill="{color}"/>')
        body.append(text(x + 18, axis_y + 62, label, 12))
        x += 18 + 7 * len(label) + 24  # about 7 px per character at 12 px
    return svg_document(width, height, title, body)


# ---------------------------------------------------------------- page


def fill_template(template, files, machine):
    import report_build_cost
    import report_module_app
    banner = ""
    if machine and machine.get("run") == "smoke":
        banner = ("> **Smoke run**: tiny sizes and one or two repetitions, to check the scripts. "
                  "These numbers are not measurements.\n")

    # {{measurements:PREFIX}} shows the measurements whose id starts with PREFIX where it stands,
    # instead of among their file's {{tables:FILE}}.
    placed_elsewhere = re.findall(r"\{\{measurements:([a-z0-9-]+)\}\}", template)

    def replace(found):
        name = found.group(1)
        if name.startswith("tables:"):
            return file_section(files, name.split(":", 1)[1], placed_elsewhere)
        if name.startswith("measurements:"):
            return measurements_section(files, name.split(":", 1)[1])
        sections = {"goals": lambda: goals_section(files), "machine": lambda: machine_section(machine),
                    "banner": lambda: banner, "compile-phases": lambda: compile_phases_section(files),
                    "module-app": lambda: report_module_app.section(files),
                    "cold-start-breakdown": lambda: report_build_cost.cold_start_breakdown(files),
                    "swiftpm-compile-constructs": lambda: report_build_cost.swiftpm_compile_constructs(files)}
        if name not in sections:
            raise SystemExit(f"unknown placeholder {{{{{name}}}}} in {TEMPLATE}")
        return sections[name]()

    return re.sub(r"\{\{([a-z0-9:-]+)\}\}", replace, template)


def main():
    import report_module_app
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results-dir", default=RESULTS_DIR)
    parser.add_argument("--output-dir", default=BENCHMARKS_DIR)
    arguments = parser.parse_args()
    files, machine = load_results(arguments.results_dir)
    with open(TEMPLATE, encoding="utf-8") as file:
        page = fill_template(file.read(), files, machine)
    charts = os.path.join(arguments.output_dir, "Charts")
    os.makedirs(charts, exist_ok=True)
    outputs = {os.path.join(arguments.output_dir, "README.md"): page.rstrip("\n") + "\n",
               os.path.join(charts, "generator-time.svg"): generator_chart(files),
               os.path.join(charts, "resolution-cost.svg"): resolution_chart(files),
               os.path.join(charts, "build-scale.svg"): report_module_app.build_scale_chart(files)}
    for path, content in outputs.items():
        with open(path, "w", encoding="utf-8") as file:
            file.write(content)
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
