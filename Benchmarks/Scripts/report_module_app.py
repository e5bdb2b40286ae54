"""The report's parts for measurement 16 (module-app.json): its goals, its section and Charts/build-scale.svg.

report.py calls `goals(files)`, `section(files)` and `build_scale_chart(files)`; they read the results
in the shape results.py writes and share report.py's formatting and drawing helpers. The chart
also reads measurement 15 (swiftpm-compile.json): clean build and rebuild against graph size.
"""
import math
import re

from report import (NOT_MEASURED, Goal, decades, find_row, number, over, placeholder_chart, ratio,
                    svg_document, text, tick_label)

PLUGIN, HAND = "through the plugin", "wired by hand"
CLEAN, FIRST_NO_OP, NO_OP = "clean build", "first no-op build after the clean build", "no-op build"
BODY, ABI_LEAF, ABI_HUB = "non-ABI edit, leaf module", "ABI edit, leaf module", "ABI edit, hub module"
LIMIT = 1.2
TARGET_MODULES = 500


def module_apps(files):
    """{module count: measurement} of measurement 16."""
    found = {}
    for candidate in (files.get("module-app") or {}).get("measurements", []):
        matched = re.fullmatch(r"16-module-app-(\d+)", candidate["id"])
        if matched:
            found[int(matched.group(1))] = candidate
    return found


def build_row(found, variant, kind):
    return find_row(found, f"{variant}: {kind}")


# ---------------------------------------------------------------- goals


def plugin_ratio(found, kind):
    """(plugin row, hand row, plugin ÷ hand) of one kind of build, or None when a row is missing."""
    plugin, hand = build_row(found, PLUGIN, kind), build_row(found, HAND, kind)
    return (plugin, hand, plugin["median"] / hand["median"]) if plugin and hand else None


REBUILDS = {NO_OP: "a no-op build",
            BODY: "the rebuild after a non-ABI edit (a function body) in a leaf module",
            ABI_LEAF: "the rebuild after an ABI edit (one provided service gains or loses a dependency) in a leaf module",
            ABI_HUB: "the rebuild after the same ABI edit in the hub module (the one most modules depend on)"}


def goals(files):
    """Issue 23's goals for the Metro-shaped app, judged at its largest module count in the results."""
    apps = module_apps(files)
    count = max(apps, default=None)
    size = f"{count or TARGET_MODULES} modules"
    short = "" if count is None or count >= TARGET_MODULES else f" (only {count} modules in this run)"
    judged = []
    for kind, wording in REBUILDS.items():
        goal = Goal(f"Metro-shaped app of {size}: {wording} through the plugin takes at most {LIMIT:g}× the same "
                    "app wired by hand", "#23")
        compared = plugin_ratio(apps[count], kind) if count is not None else None
        if compared:
            plugin, hand, value = compared
            detail = (f"{number(plugin['median'])} vs {number(hand['median'])} s: {ratio(value)}"
                      + ("" if value <= LIMIT else f" ({over(value, LIMIT)})"))
            others = [f"{other} modules: {ratio(plugin_ratio(apps[other], kind)[2])}"
                      for other in sorted(apps) if other != count and plugin_ratio(apps[other], kind)]
            if others:
                detail += "; for information, " + ", ".join(others)
            goal.judge(value <= LIMIT, detail + short)
        judged.append(goal)
    quiet = Goal(f"Metro-shaped app of {size}: a no-op build runs no generator, including the first one after a "
                 "clean build (`swift build -v`)", "#23")
    if count is not None:
        first = build_row(apps[count], PLUGIN, FIRST_NO_OP)
        later = build_row(apps[count], PLUGIN, NO_OP)
        if first and later:
            first_runs = sum(first["extra"].get("generate commands per build", []))
            later_runs = later["extra"].get("generate commands per build", [])
            facts = (files.get("module-app") or {}).get("facts", {})
            relinked = facts.get(f"{count} modules: the first no-op build after the clean build linked the plugin's tool again")
            detail = (f"first no-op build after the clean build: {first_runs} generate commands"
                      + (" (SwiftPM linked the plugin's tool again, so every command whose tool changed reran; "
                         "the ModularApps guide explains it)" if relinked and first_runs else "")
                      + f"; later no-op builds: {', '.join(str(runs) for runs in later_runs) or 'none timed'}")
            quiet.judge(first_runs == 0 and not any(later_runs), detail + short)
    return judged + [quiet]


# ---------------------------------------------------------------- the section


def median_cell(line):
    if line is None:
        return "–"
    cell = f"**{number(line['median'])}**"
    if line["samples"] > 1:
        cell += f" ({number(line['p25'])}–{number(line['p75'])})"
    return cell


def counts(line, key):
    """The per-build counts of a row: one number when every build had the same."""
    values = (line or {}).get("extra", {}).get(key)
    if not values:
        return "–"
    return str(values[0]) if len(set(values)) == 1 else ", ".join(str(value) for value in values)


def build_table(found):
    header = ["build", "through the plugin (s)", "wired by hand (s)", "n", "plugin ÷ hand", "goal",
              "generate commands (plugin)", "modules whose `swiftc` ran (plugin; hand)"]
    lines = ["| " + " | ".join(header) + " |", "|---|---:|---:|---:|---:|---|---|---|"]
    for kind in (CLEAN, FIRST_NO_OP, NO_OP, BODY, ABI_LEAF, ABI_HUB):
        plugin, hand = build_row(found, PLUGIN, kind), build_row(found, HAND, kind)
        value = (plugin_ratio(found, kind) or (None, None, None))[2]
        goal = "–" if kind in (CLEAN, FIRST_NO_OP) or value is None else ("met" if value <= LIMIT else "missed")
        name = kind
        edited = (plugin or {}).get("extra", {}).get("edited module")
        if edited:
            name += f" ({edited})"
        lines.append(f"| {name} | {median_cell(plugin)} | {median_cell(hand)} | {(plugin or hand or {}).get('samples', '–')} "
                     f"| {ratio(value)} | {goal} | {counts(plugin, 'generate commands per build')} "
                     f"| {counts(plugin, 'modules compiled per build')}; {counts(hand, 'modules compiled per build')} |")
    return "\n".join(lines)


def fact_value(value):
    """A fact for the page: a long list becomes its length."""
    if isinstance(value, list):
        return f"{len(value)} targets" if len(value) > 12 else (", ".join(map(str, value)) or "none")
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{key}: {number(item)}" for key, item in value.items())
    return number(value)


def section(files):
    content = files.get("module-app")
    if content is None:
        return f"*{NOT_MEASURED}* (no `Results/module-app.json`)."
    apps = module_apps(files)
    facts = content.get("facts", {})
    parts = []
    for count, found in sorted(apps.items()):
        parts += [f"### {found['title']}\n", build_table(found) + "\n", f"{found.get('notes', '')}\n",
                  f"Reproduce: `{found['command']}` (`--modules {count}` for this count alone)\n"]
        prefix = f"{count} modules: "
        shown = [f"- {key[len(prefix):]}: {fact_value(value)}" for key, value in facts.items() if key.startswith(prefix)]
        if shown:
            parts += ["Facts recorded by this run:\n"] + shown + [""]
    others = [f"- {key}: {fact_value(value)}" for key, value in facts.items() if not re.match(r"\d+ modules: ", key)]
    parts += others
    return "\n".join(parts).rstrip("\n")


# ---------------------------------------------------------------- the chart

GENERATED_COLOR, HAND_COLOR = "#27ae60", "#7f8c8d"
STYLES = {"clean build": "", "rebuild after an edit": "6 4", "ABI edit, hub module": "6 4",
          "ABI edit, leaf module": "2 3"}


def graph_series(files):
    """(series, hand label) from measurement 15: {(system, build): {services: seconds}}.

    The hand-written lines are a row whose name starts with "hand-written" (its rebuild: one that
    also says "rebuilt" or "edit"); without one, the clean build of the types alone stands in,
    labelled as such, and its rebuild after the same edit of the type's initializer."""
    series, hand_label = {}, "hand-written"
    for content in files.values():
        for found in content.get("measurements", []):
            matched = re.fullmatch(r"15-swiftpm-compile-(\d+)", found["id"])
            if not matched:
                continue
            size = int(matched.group(1))
            names = [line["system"] for line in found["rows"]]
            hand_clean = next((name for name in names if name.startswith("hand-written")
                               and not re.search(r"rebuil|edit", name)), None)
            hand_rebuild = next((name for name in names if name.startswith("hand-written")
                                 and re.search(r"rebuil|edit", name)), None)
            if hand_clean is None:
                hand_clean, hand_label = "types alone (Stubs)", "types alone, no composition"
                hand_rebuild = next((name for name in names if name.startswith("types alone") and "rebuilt" in name), None)
            picks = {("generated", "clean build"): "types and generated code (Graph)",
                     ("generated", "rebuild after an edit"): "Graph, rebuilt after swapping two of one service's dependencies",
                     ("hand", "clean build"): hand_clean, ("hand", "rebuild after an edit"): hand_rebuild}
            for key, system in picks.items():
                line = find_row(found, system) if system else None
                if line:
                    series.setdefault(key, {})[size] = line["median"]
    return series, hand_label


def module_series(files):
    series = {}
    for count, found in module_apps(files).items():
        for variant, system in ((PLUGIN, "generated"), (HAND, "hand")):
            for kind in (CLEAN, ABI_LEAF, ABI_HUB):
                line = build_row(found, variant, kind)
                if line:
                    series.setdefault((system, kind), {})[count] = line["median"]
    return series


def panel(body, series, box, title, x_label, x_format):
    """One log-log panel of lines in box (left, top, width, height)."""
    left, top, width, height = box
    xs = sorted({x for points in series.values() for x in points})
    ys = [y for points in series.values() for y in points.values() if y > 0]
    body.append(text(left + width / 2, top - 12, title, 13, "middle", extra='font-weight="bold"'))
    body.append(f'<rect x="{left}" y="{top}" width="{width}" height="{height}" fill="none" stroke="#bbb"/>')
    if not xs or not ys:
        body.append(text(left + width / 2, top + height / 2, NOT_MEASURED, 13, "middle", "#777"))
        return
    powers = decades(min(ys), max(ys))
    if len(powers) == 1:
        powers.append(powers[0] + 1)

    def x_of(value):
        if len(xs) == 1:
            return left + width / 2
        span = math.log10(xs[-1]) - math.log10(xs[0])
        return left + 40 + (math.log10(value) - math.log10(xs[0])) / span * (width - 80)

    def y_of(value):
        return top + height - (math.log10(value) - powers[0]) / (powers[-1] - powers[0]) * height

    for power in powers:
        y = y_of(10.0 ** power)
        body.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + width}" y2="{y:.1f}" stroke="#eee"/>')
        body.append(text(left - 6, y + 4, tick_label(power, " s"), 11, "end"))
    for x in xs:
        body.append(text(x_of(x), top + height + 16, x_format(x), 11, "middle"))
    body.append(text(left + width / 2, top + height + 34, x_label, 12, "middle"))
    labels = {}
    for (system, kind), points in sorted(series.items()):
        color = GENERATED_COLOR if system == "generated" else HAND_COLOR
        dash = f' stroke-dasharray="{STYLES[kind]}"' if STYLES[kind] else ""
        ordered = sorted(points.items())
        coordinates = " ".join(f"{x_of(x):.1f},{y_of(y):.1f}" for x, y in ordered)
        body.append(f'<polyline points="{coordinates}" fill="none" stroke="{color}" stroke-width="2.5"{dash}/>')
        for x, y in ordered:
            body.append(f'<circle cx="{x_of(x):.1f}" cy="{y_of(y):.1f}" r="3.5" fill="{color}"/>')
            labels.setdefault(x, []).append([y_of(y), f"{number(y)} s", color])
    for x, column in labels.items():  # value labels beside the points, pushed apart vertically
        column.sort()
        for previous, current in zip(column, column[1:]):
            current[0] = max(current[0], previous[0] + 12)
        right = len(xs) == 1 or x == xs[-1]
        for y, label, color in column:
            body.append(text(x_of(x) + (8 if right else -8), y + 4, label, 10, "start" if right else "end", color))


def build_scale_chart(files):
    """Two log-log panels: measurement 15 by graph size, measurement 16 by module count."""
    title = "Clean build and rebuild after an edit, generated against hand-written (median, log-log)"
    graphs, hand_label = graph_series(files)
    modules = module_series(files)
    if not graphs and not modules:
        return placeholder_chart(title)
    width, height = 940, 470
    body = []
    panel(body, graphs, (80, 70, 300, 280), "One target (measurement 15)", "services in the graph",
          lambda x: f"{x:,}")
    panel(body, modules, (560, 70, 300, 280), "An app of modules (measurement 16)", "modules in the app",
          lambda x: f"{x:,}")
    legend = [[(GENERATED_COLOR, "", "generated: through the plugin"),
               (HAND_COLOR, "", f"15: {hand_label}; 16: wired by hand")],
              [("#444", "", "clean build"),
               ("#444", STYLES["rebuild after an edit"], "15: one service's dependencies edited; 16: ABI edit, hub module"),
               ("#444", STYLES["ABI edit, leaf module"], "16: ABI edit, leaf module")]]
    for column, entries in enumerate(legend):
        for index, (color, dash, label) in enumerate(entries):
            x, y = 80 + column * 330, 412 + index * 18
            style = f' stroke-dasharray="{dash}"' if dash else ""
            body.append(f'<line x1="{x}" y1="{y}" x2="{x + 28}" y2="{y}" stroke="{color}" stroke-width="2.5"{style}/>')
            body.append(text(x + 36, y + 4, label, 11))
    return svg_document(width, height, title, body)
