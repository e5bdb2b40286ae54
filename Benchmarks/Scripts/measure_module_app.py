#!/usr/bin/env python3
"""Measurement 16: a Metro-shaped app of 500 modules, built through the plugin and wired by hand (issue 23).

    measure_module_app.py [--smoke] [--repetitions R] [--results-dir DIR] [--modules N ...]

For each module count (100 and 500), writes two SwiftPM packages in a temp dir with the same
targets, target dependencies and service types (`module_app.py`): N modules in Metro's layers (16%
core, 70% feature in six categories, 14% app layer; 5 or 6 services each, all provided, each
module requiring one or two services of each module it depends on), one aggregator module per
layer or feature category composing its modules, and App composing the aggregators. Through the
plugin, every target has a services.json and ServiceGraphPlugin (the package depends on this
repository by path); wired by hand, every target has an `Assembly.swift` instead (a final class
taking the module's requirements in its initializer and building its services into `let`s) and
no ServiceGraph. Then, for each count, times `swift build -v` (debug; -v throughout, since
switching it relinks the plugin's tool) of both packages, each build of one package followed by
the same build of the other, in one run:

  (a) a clean build, after `swift package resolve` (not timed);
  (b) the first no-op build after it, then R no-op builds;
  (c) R rebuilds after each of three edits, in turn: a non-ABI edit (the `describe()` body of
      one service type) of the leaf module, the last app-layer module, which only its aggregator
      and App depend on; an ABI edit of the same module (its last service gains a dependency on
      its first, or loses it again: the type's public initializer changes, and the manifest or
      the assembly); the same ABI edit of the hub module, the one most modules depend on.

Each edit undoes the previous one of its kind, so every build follows a real change. From each
verbose log it records which generate commands ran (through the plugin) and which of the
package's modules the build compiled (their `swiftc` driver commands), and the time at which the
clean build had linked the plugin's tool. The run fails if an ABI edit does not rerun the edited
module's generator (the log format changed) or an edit changes no file.

--smoke: 12 modules, one repetition. Writes module-app.json.
"""
import glob
import os
import re
import sys
import tempfile
import time

from measure_modules import compiled_modules, generate_commands
from measure_nochange_build import log_lines_containing
from module_app import APP, HAND, PLUGIN, plan_app, write_module, write_package
from results import count_lines, measurement, parse_arguments, row, run_checked, write_results

COMMAND = "cd Benchmarks && Scripts/measure_module_app.py"
CLEAN, FIRST_NO_OP, NO_OP = "clean build", "first no-op build after the clean build", "no-op build"
BODY, ABI_LEAF, ABI_HUB = "non-ABI edit, leaf module", "ABI edit, leaf module", "ABI edit, hub module"
KINDS = (CLEAN, FIRST_NO_OP, NO_OP, BODY, ABI_LEAF, ABI_HUB)
EDITS = (BODY, ABI_LEAF, ABI_HUB)
TOOL_LINK = re.compile(r"(^|\s)-o \S*/servicegraph-tool(\s|$)")  # the linker's command for the plugin's tool
LOAD = "1-minute load average at the start and after each module count (other work on the machine)"


class Package:
    """One of the two packages: where it is, its modules' edit states, and its builds so far."""

    def __init__(self, directory, plan, variant):
        self.directory, self.plan, self.variant = directory, plan, variant
        self.name = "ModuleAppPlugin" if variant == PLUGIN else "ModuleAppHand"
        self.edits = write_package(directory, plan, variant, self.name)
        self.targets = {module["name"] for module in plan["modules"]} | {kit["name"] for kit in plan["kits"]} | {APP}
        self.builds = {kind: [] for kind in KINDS}
        self.logs = os.path.join(directory, "logs")
        os.makedirs(self.logs)

    def build(self, kind):
        """One timed `swift build -v`: records its seconds, generate commands and compiled modules."""
        log = os.path.join(self.logs, f"{kind.replace(' ', '-').replace(',', '')}-{len(self.builds[kind])}.log")
        started = time.time()
        seconds = run_checked(["swift", "build", "-v"], cwd=self.directory, log_path=log).seconds
        record = {"seconds": seconds, "generators": generate_commands(log) if self.variant == PLUGIN else [],
                  "compiled": sorted(set(compiled_modules(log)) & self.targets), "started": started,
                  "tool linked": any(TOOL_LINK.search(line) for line in log_lines_containing(log, "servicegraph-tool"))}
        if kind == CLEAN and self.variant == PLUGIN:
            record["tool linked after"] = self.tool_linked_after(started)
        self.builds[kind].append(record)
        print(f"{self.variant}, {kind}: {seconds:.2f} s, {len(record['generators'])} generate commands, "
              f"{len(record['compiled'])} modules compiled")
        return record

    def edit(self, kind, module):
        """Applies one edit of `kind` to `module` (undoing the previous one of that kind)."""
        state = self.edits[module["name"]]
        if kind == BODY:
            state.body_edits += 1
        else:
            state.extra_dependency = not state.extra_dependency
        changed = write_module(self.directory, module, self.variant, state)
        if not changed:
            raise SystemExit(f"{self.variant}: the {kind} of {module['name']} changed no file")
        return changed

    def tool_linked_after(self, started):
        """Seconds from `started` until the plugin's tool was linked (its file's mtime), or None."""
        tools = [path for path in glob.glob(os.path.join(self.directory, ".build", "**", "servicegraph-tool"),
                                            recursive=True) if os.path.isfile(path)]
        return round(os.stat(tools[0]).st_mtime - started, 1) if tools else None


def hub_and_leaf(plan):
    """The module most others depend on (the lowest on a tie) and the last module (none depends on it)."""
    hub = max(plan["modules"], key=lambda module: (len(plan["dependents"][module["name"]]), -module["index"]))
    return hub, plan["modules"][-1]


def run_builds(packages, edited, repetitions):
    """(a) to (c): every build of both packages, each followed by the same build of the other."""
    for package in packages:
        run_checked(["swift", "package", "resolve"], cwd=package.directory,
                    log_path=os.path.join(package.logs, "resolve.log"))
    for kind in (CLEAN, FIRST_NO_OP):
        for package in packages:
            package.build(kind)
    for repetition in range(repetitions):
        order = packages if repetition % 2 == 0 else packages[::-1]
        for package in order:
            package.build(NO_OP)
        for kind in EDITS:
            for package in order:
                package.edit(kind, edited[kind])
                record = package.build(kind)
                if package.variant == PLUGIN and kind != BODY and edited[kind]["name"] not in record["generators"]:
                    raise SystemExit(f"{edited[kind]['name']}'s generator did not run after its {kind}: the "
                                     f"verbose log no longer shows the generate commands as expected")


def build_rows(packages, edited, count):
    """One row per kind of build and package, the plugin's first; its extra holds the per-build counts."""
    rows = []
    for kind in KINDS:
        for package in packages:
            builds = package.builds[kind]
            extra = {"variant": package.variant, "build": kind, "modules": count,
                     "modules compiled per build": [len(build["compiled"]) for build in builds]}
            if package.variant == PLUGIN:
                extra["generate commands per build"] = [len(build["generators"]) for build in builds]
            if kind in edited:
                extra["edited module"] = edited[kind]["name"]
            rows.append(row(f"{package.variant}: {kind}", [build["seconds"] for build in builds], extra))
    for plugin_row, hand_row in zip(rows[::2], rows[1::2]):
        plugin_row["extra"]["× wired by hand"] = plugin_row["median"] / hand_row["median"]
    return rows


def generated_lines(package):
    """{target: lines} of the plugin's generated files (a large graph's files of services included)."""
    found = glob.glob(os.path.join(package.directory, ".build", "plugins", "outputs", "*", "*", "destination",
                                   "ServiceGraphPlugin", "*.generated.swift"))
    lines = {}
    for path in found:
        target = path.split(os.sep)[-4]
        lines[target] = lines.get(target, 0) + count_lines(path)[0]
    return lines


def run_facts(plan, packages, hub, leaf):
    plugin, hand = packages
    lines = generated_lines(plugin)
    kits = [kit["name"] for kit in plan["kits"]]
    assemblies = glob.glob(os.path.join(hand.directory, "Sources", "*", "Assembly.swift"))
    directly = sum(hub["name"] in module["depends_on"] for module in plan["modules"])
    facts = {
        "layers": plan["layers"],
        "aggregators (modules each composes)": {kit["name"]: len(kit["members"]) for kit in plan["kits"]},
        "services": sum(len(module["services"]) for module in plan["modules"]),
        "requirements (module requires a service of another)": sum(len(m["requires"]) for m in plan["modules"]),
        "target dependencies between modules": sum(len(m["depends_on"]) for m in plan["modules"]),
        "leaf module": f"{leaf['name']}: {len(plan['dependents'][leaf['name']])} modules depend on it",
        "hub module": (f"{hub['name']}: {len(plan['dependents'][hub['name']])} modules depend on it, "
                       f"{directly} of them directly"),
        "generated lines (plugin's outputs)": sum(lines.values()),
        "generated lines of App": lines.get(APP),
        "generated lines of the largest aggregator": max((lines.get(kit, 0) for kit in kits), default=None),
        "hand-written assembly lines": sum(count_lines(path)[0] for path in assemblies),
        "clean build through the plugin: seconds until the plugin's tool was linked":
            plugin.builds[CLEAN][0]["tool linked after"],
        "generate commands of the first no-op build after the clean build (targets)":
            sorted(set(plugin.builds[FIRST_NO_OP][0]["generators"])),
        "the first no-op build after the clean build linked the plugin's tool again":
            plugin.builds[FIRST_NO_OP][0]["tool linked"],
        "generate commands of the later no-op builds (targets, all builds)":
            sorted({target for build in plugin.builds[NO_OP] for target in build["generators"]}),
        "later builds that linked the plugin's tool again":
            sum(build["tool linked"] for kind in KINDS[2:] for build in plugin.builds[kind]),
    }
    for kind in EDITS:
        for package in packages:
            facts[f"{package.variant}, first {kind}: modules compiled"] = package.builds[kind][0]["compiled"]
        facts[f"{PLUGIN}, first {kind}: generate commands"] = sorted(set(plugin.builds[kind][0]["generators"]))
    return facts


def measure(count, workspace, repetitions):
    """Both packages of one module count, built in turn: (measurement, facts)."""
    plan = plan_app(count)
    hub, leaf = hub_and_leaf(plan)
    packages = [Package(os.path.join(workspace, f"{count}-{name}"), plan, variant)
                for name, variant in (("plugin", PLUGIN), ("hand", HAND))]
    edited = {BODY: leaf, ABI_LEAF: leaf, ABI_HUB: hub}
    run_builds(packages, edited, repetitions)
    facts = run_facts(plan, packages, hub, leaf)
    notes = (f"Debug `swift build -v` of two packages of the same {count} modules ({facts['services']:,} services, "
             f"{len(plan['kits'])} aggregator modules and App; `Scripts/module_app.py`, seeded), one through "
             f"ServiceGraphPlugin, one wired by hand, each build of one followed by the same build of the other. "
             f"Clean: one build after `swift package resolve`. Then the first no-op build, and {repetitions} "
             f"round{'s' if repetitions > 1 else ''} of a no-op build and a rebuild after each edit: a non-ABI edit "
             f"(a `describe()` body) of the leaf module {leaf['name']}, the ABI edit (its last service gains a "
             f"dependency on its first, or loses it: the type's public initializer changes, and the manifest or "
             f"the assembly) of {leaf['name']} and of the hub module {hub['name']}. Wall time per build; modules "
             f"compiled: the package's targets whose `swiftc` driver command the build ran.")
    found = measurement(f"16-module-app-{count}",
                        f"A Metro-shaped app of {count} modules ({facts['services']:,} services): through the plugin "
                        f"and wired by hand", "s per build", COMMAND, None, build_rows(packages, edited, count), notes)
    return found, {f"{count} modules: {key}": value for key, value in facts.items()}


def main():
    def configure(parser):
        parser.add_argument("--modules", type=int, nargs="+", help="module counts (default 100 500; smoke 12)")

    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=3, configure=configure)
    if arguments.smoke:
        arguments.repetitions = 1
    counts = arguments.modules or ([12] if arguments.smoke else [100, 500])
    measurements, facts = [], {LOAD: [round(os.getloadavg()[0], 2)]}
    with tempfile.TemporaryDirectory(prefix="servicegraph-module-app-") as workspace:
        for count in counts:
            found, size_facts = measure(count, workspace, arguments.repetitions)
            measurements.append(found)
            facts.update(size_facts)
            facts[LOAD].append(round(os.getloadavg()[0], 2))
            # Written after each count, so a failure of a later one keeps the earlier results.
            write_results(arguments.results_dir, "module-app.json", measurements, facts)


if __name__ == "__main__":
    sys.exit(main())
