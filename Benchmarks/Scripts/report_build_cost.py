"""The report's parts for issue 34 (build cost at scale, and the launch against plain lazy vars).

report.py calls `goals(files)`, `cold_start_breakdown(files)` and `swiftpm_compile_constructs(files)`.
The goals read measurements 11 (cold-start.json), 15 (swiftpm-compile.json), 16 (module-app.json)
and 17 (prebuilt-tool.json) as results.py writes them; the breakdown reads cold-start.json's
"instructions by category", and the constructs swiftpm-compile.json's "phases and bodies by construct".
"""
from report import Goal, find_measurement, find_row, number, over, ratio, ratio_goal
from report_module_app import ABI_LEAF, CLEAN, TARGET_MODULES, module_apps, plugin_ratio

ISSUE = "#34"
GENERATED_ADDS = 1.5
COMPOSITION_LIMITS = {ABI_LEAF: (1.5, "the rebuild after an ABI edit in a leaf module"),
                      CLEAN: (1.3, "a clean build")}
LAUNCH_LIMIT = 1.1
TYPE_CHECKING_PARTS = ("declarations", "statements", "expressions")  # parts of "type checking"


def generated_code_goals(files):
    """The generated code's share of a target's clean debug build through `swift build`."""
    goals = []
    for size in (1000, 10000):
        goal = Goal(f"The generated code of the {size:,}-service graph adds at most {GENERATED_ADDS:g}× the debug "
                    "build of the graph's types alone (`swift build` of the target, from scratch)", ISSUE)
        found = find_measurement(files, f"15-swiftpm-compile-{size}")
        stubs, graph = find_row(found, "types alone (Stubs)"), find_row(found, "types and generated code (Graph)")
        if stubs and graph:
            added = (graph["median"] - stubs["median"]) / stubs["median"]
            goal.judge(added <= GENERATED_ADDS,
                       f"{number(graph['median'])} vs {number(stubs['median'])} s: adds {ratio(added)}"
                       + ("" if added <= GENERATED_ADDS else f" ({over(added, GENERATED_ADDS)})"))
        goals.append(goal)
    return goals


def composition_goals(files):
    """Measurement 16 at its largest module count against issue 34's limits."""
    apps = module_apps(files)
    count = max(apps, default=None)
    short = "" if count is None or count >= TARGET_MODULES else f" (only {count} modules in this run)"
    goals = []
    for kind, (limit, wording) in COMPOSITION_LIMITS.items():
        goal = Goal(f"Metro-shaped app of {TARGET_MODULES} modules: {wording} through the plugin takes at most "
                    f"{limit:g}× the same app wired by hand", ISSUE)
        compared = plugin_ratio(apps[count], kind) if count is not None else None
        if compared:
            plugin, hand, value = compared
            goal.judge(value <= limit, f"{number(plugin['median'])} vs {number(hand['median'])} s: {ratio(value)}"
                       + ("" if value <= limit else f" ({over(value, limit)})") + short)
        goals.append(goal)
    return goals


def prebuilt_tool_goal(files):
    goal = Goal("With the prebuilt tool (trait `ToolFromSource` off, a `servicegraph.artifactbundle`), the first "
                "no-op build after a clean build of the 500-module app runs no generator (`swift build -v`)", ISSUE)
    found = find_measurement(files, "17-prebuilt-tool")
    first = [line for line in (found or {"rows": []})["rows"]
             if line["system"].startswith("first no-op build after the clean build")]
    prebuilt = next((line for line in first if "prebuilt" in line["system"]), None)
    source = next((line for line in first if "prebuilt" not in line["system"]), None)
    if prebuilt:
        runs = prebuilt["extra"].get("generate commands")
        detail = f"{runs} generate commands, {number(prebuilt['median'])} s"
        if source:
            detail += (f"; for information, with the tool built from source: "
                       f"{source['extra'].get('generate commands')} commands, {number(source['median'])} s")
        goal.judge(runs == 0, detail)
    return goal


def launch_goal(files):
    return ratio_goal(files, "11-cold-start-instructions", "generated (thread-safe)",
                      "hand-written lazy vars (no lock)", LAUNCH_LIMIT,
                      "Cold start: creating the component and reading every service once executes at most "
                      f"{LAUNCH_LIMIT:g}× the instructions of the same graph composed with plain `lazy var`s and "
                      "no lock (callgrind)", issue=ISSUE, also=("hand-written locked lazy",))


def goals(files):
    return generated_code_goals(files) + composition_goals(files) + [prebuilt_tool_goal(files), launch_goal(files)]


def cold_start_breakdown(files):
    """Measurement 11's instructions by category, one column per system."""
    by_system = (files.get("cold-start") or {}).get("instructions by category")
    if not by_system:
        return "*Not measured in this run.*"
    systems = list(by_system)
    categories = list(by_system[systems[0]])
    lines = ["| instructions | " + " | ".join(systems) + " |", "|---|" + "---:|" * len(systems)]
    for category in categories:
        lines.append(f"| {category} | " + " | ".join(f"{by_system[system][category]:,}" for system in systems) + " |")
    totals = [sum(by_system[system].values()) for system in systems]
    lines.append("| **all** | " + " | ".join(f"**{total:,}**" for total in totals) + " |")
    return "\n".join(lines)


def swiftpm_compile_constructs(files):
    """Measurement 15's stats builds: phase times of each target, and Graph's function bodies by construct."""
    by_size = (files.get("swiftpm-compile") or {}).get("phases and bodies by construct")
    if not by_size:
        return "*Not measured in this run.*"
    sizes = sorted(by_size, key=int)
    heading = [f"{int(size):,} services: {target}" for size in sizes for target in ("Stubs", "Graph")]
    phases = [key for key in by_size[sizes[0]]["Graph"] if key not in ("frontend jobs",)]
    lines = ["| CPU seconds (user + sys), summed over the target's frontend jobs | " + " | ".join(heading) + " |",
             "|---|" + "---:|" * len(heading)]
    for phase in phases:
        label = ("**frontend, all phases**" if phase == "frontend CPU s"
                 else f"&nbsp;&nbsp;of which {phase}" if phase in TYPE_CHECKING_PARTS else phase)
        cells = [f"{by_size[size][target][phase]:,.2f}" for size in sizes for target in ("Stubs", "Graph")]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    rest = [by_size[size][target]["frontend CPU s"] - sum(
        by_size[size][target][phase] for phase in phases
        if phase != "frontend CPU s" and phase not in TYPE_CHECKING_PARTS)
        for size in sizes for target in ("Stubs", "Graph")]
    lines.append("| everything else (LLVM, debug info, object file, other SIL passes) | "
                 + " | ".join(f"{value:,.2f}" for value in rest) + " |")
    lines += ["", "| Graph's function bodies, type-checked | "
              + " | ".join(f"{int(size):,} services: bodies | ms" for size in sizes) + " |",
              "|---|" + "---:|---:|" * len(sizes)]
    for construct in by_size[sizes[0]]["bodies by construct"]:
        cells = []
        for size in sizes:
            count, ms = by_size[size]["bodies by construct"][construct]
            cells += [f"{count:,}", f"{ms:,.0f}"]
        lines.append(f"| {construct} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
