#!/usr/bin/env python3
"""Measurement 10: an app composed of feature modules, at build time and in the generator.

    measure_modules.py [--smoke] [--repetitions R] [--results-dir DIR]

Writes, in a temp dir, a SwiftPM package of 100 feature library targets (Feature000 to
Feature099, 20 services each, `write_modular_app`) and an App library target whose services.json
composes all of them (`"compose"`); every target with a manifest uses ServiceGraphPlugin, and the
package depends on this repository by path. Each feature's manifest has a `module` block: it
provides three of its services and requires one to three values (`logger`, which the app
provides, and provided services of lower-numbered features, which it then depends on in
Package.swift). Then, in one run:

  (a) times a clean `swift build` (after `swift package resolve`);
  (b) times R no-change builds, and (c) R rebuilds after a real edit of the last feature's
      manifest (a doc string on one of its provided services, added and removed in turn, so the
      generated code changes every time), interleaved;
  (d) times the compile of that feature's module and of App's module alone: the `swiftc` driver
      command SwiftPM ran for each (from `swift build -v`), without -incremental and the
      build's output-file map, dependency and index outputs, its module written to a scratch
      folder, so every run compiles the whole module (its sources and generated file) against
      the modules the build left in .build;
  (e) records from `swift build -v` after one more edit which generate commands ran (only the
      feature's and its dependents', App among them, may), which generated files changed on
      disk (content hash and mtime before and after; only the feature's and its composers', App's,
      may) and which modules were compiled; then the same for one edit of the feature most other
      features depend on (facts "shared feature: ..."), whose dependents do not compose it;
  (f) records the generate commands of a verbose no-change build (there must be none);
  (g) times `servicegraph generate` (release build; in --smoke, the debug tool the package's
      build made for the plugin) on an App manifest composing 25, 50, 100 and 200 feature modules
      (`--module NAME=PATH` each), R runs each, on 200 written feature manifests.

--smoke: 4 features of 5 services, compositions of 5, 10 and 20 modules, one repetition.
Writes modules.json.
"""
import glob
import hashlib
import json
import os
import random
import re
import shlex
import statistics
import sys
import tempfile

from measure_nochange_build import log_lines_containing, settle, swift_build
from results import (REPO_ROOT, build_release_generator, count_lines, measurement,
                     parse_arguments, row, run_checked, write_results)

COMMAND = "cd Benchmarks && Scripts/measure_modules.py"
APP = "App"
SHARED = "Shared"
MANIFEST = "services.json"
GENERATED_FILE = "ServiceGraph.generated.swift"
ENVIRONMENTS = {"dev": "mock", "prod": "real"}
PROVIDED_PER_FEATURE = 3
APP_SERVICES = 6
SEED = 14

CLEAN = "clean build"
NO_CHANGE = "no-change build"
EDITED = "rebuild after editing one feature's manifest"
APP_COMPILE = f"compile of {APP}'s module alone"
LOAD = "1-minute load average at the start, after the builds and at the end (other work on the machine)"


def feature_compile_row(feature):
    return f"compile of {feature}'s module alone"


# ---------------------------------------------------------------- the synthetic package


def feature_name(index):
    return f"Feature{index:03d}"


def service_name(feature, index):
    return f"f{feature:03d}s{index:02d}"


def type_name(feature, index):
    return f"F{feature:03d}S{index:02d}"


def plan_features(count, services_per_feature, rng):
    """One dict per feature: its services, what it provides and requires, its target dependencies.

    Requirements name `logger` and provided services of lower-numbered features, so the
    dependencies between features form a DAG; the last feature requires at least one such
    service whenever there is a lower feature, and nothing depends on it but App.
    """
    provided_count = min(PROVIDED_PER_FEATURE, services_per_feature)
    features = []
    for index in range(count):
        lower_wanted = rng.randint(0, min(2, index))
        if index == count - 1 and index > 0:
            lower_wanted = max(lower_wanted, 1)
        requires = {}  # name -> Swift type
        if lower_wanted == 0 or rng.random() < 0.6:
            requires["logger"] = "any Logging"
        depends_on = sorted(rng.sample(range(index), lower_wanted))
        for lower in depends_on:
            chosen = rng.choice(features[lower]["provides"])
            requires[service_name(lower, chosen)] = type_name(lower, chosen)
        services = []
        for position in range(services_per_feature):
            wanted = min(position, rng.randint(0, 3))
            services.append({"name": service_name(index, position), "type": type_name(index, position),
                             "dependencies": [service_name(index, earlier)
                                              for earlier in sorted(rng.sample(range(position), wanted))]})
        # Every requirement is used by at least one service (a random one).
        for requirement in requires:
            services[rng.randrange(services_per_feature)]["dependencies"].insert(0, requirement)
        features.append({
            "index": index, "name": feature_name(index), "services": services,
            "provides": sorted(rng.sample(range(services_per_feature), provided_count)),
            "requires": requires, "depends_on": [feature_name(lower) for lower in depends_on],
        })
    for feature in features:
        types = {service["name"]: service["type"] for service in feature["services"]}
        types.update(feature["requires"])
        for service in feature["services"]:
            service["parameter_types"] = [types[name] for name in service["dependencies"]]
    return features


def plan_app(features, rng):
    """The app's own services: each depends on three services provided by random features."""
    provided = [(feature["index"], position) for feature in features for position in feature["provides"]]
    services = []
    for position in range(APP_SERVICES):
        chosen = sorted(rng.sample(provided, min(3, len(provided))))
        services.append({"name": f"screen{position}", "type": f"Screen{position}",
                         "dependencies": [service_name(*pair) for pair in chosen],
                         "parameter_types": [type_name(*pair) for pair in chosen],
                         "imports": sorted({feature_name(pair[0]) for pair in chosen})})
    return services


def feature_manifest(feature, doc=None):
    """services.json of one feature; doc, when given, documents its first provided service."""
    first_provided = service_name(feature["index"], feature["provides"][0])
    services = {}
    for service in feature["services"]:
        entry = {"type": service["type"], "real": {"type": service["type"]}}
        if service["dependencies"]:
            entry["real"]["dependencies"] = service["dependencies"]
        if doc is not None and service["name"] == first_provided:
            entry["doc"] = doc
        services[service["name"]] = entry
    document = {
        "version": 1,
        "imports": [SHARED] + feature["depends_on"],
        "module": {
            "provides": [service_name(feature["index"], position) for position in feature["provides"]],
            "requires": {name: {"type": swift_type} for name, swift_type in feature["requires"].items()},
        },
        "environments": ENVIRONMENTS,
        "services": services,
    }
    return json.dumps(document, indent=2) + "\n"


def app_manifest(features, app_services):
    """services.json of App: composes every feature given, provides the features' `logger`."""
    services = {"logger": {"type": "any Logging", "real": "ConsoleLogger"}}
    for service in app_services:
        services[service["name"]] = {"type": service["type"],
                                     "real": {"type": service["type"],
                                              "dependencies": service["dependencies"]}}
    document = {
        "version": 1,
        "imports": [SHARED],
        "compose": [feature["name"] for feature in features],
        "environments": ENVIRONMENTS,
        "services": services,
    }
    return json.dumps(document, indent=2) + "\n"


def stub_class(service, public):
    parameters = ", ".join(f"{name}: {swift_type}" for name, swift_type in
                           zip(service["dependencies"], service["parameter_types"]))
    access = "public " if public else ""
    return f"{access}final class {service['type']}: Sendable {{ init({parameters}) {{}} }}"


def feature_stubs(feature):
    """The feature's types: public when another module sees them (provided), internal otherwise;
    initializers are internal (the generated code that calls them is in the same module)."""
    provided = {service_name(feature["index"], position) for position in feature["provides"]}
    lines = [f"// Stub types of {feature['name']}, written by measure_modules.py.", ""]
    lines += [f"import {module}" for module in [SHARED] + feature["depends_on"]]
    lines.append("")
    lines += [stub_class(service, service["name"] in provided) for service in feature["services"]]
    return "\n".join(lines) + "\n"


def app_stubs(app_services):
    imports = sorted({module for service in app_services for module in service["imports"]})
    lines = [f"// Stub types of {APP}, written by measure_modules.py.", ""]
    lines += [f"import {module}" for module in [SHARED] + imports]
    lines.append("")
    lines += [stub_class(service, False) for service in app_services]
    return "\n".join(lines) + "\n"


SHARED_SOURCE = """// The logger every feature requires, written by measure_modules.py.

public protocol Logging: AnyObject, Sendable {
    func log(_ message: String)
}

public final class ConsoleLogger: Logging {
    public init() {}
    public func log(_ message: String) { print(message) }
}
"""


def package_manifest(name, features):
    """Package.swift: Shared, the features, App; every feature and App with ServiceGraphPlugin."""
    plugin = '[.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]'
    runtime = '.product(name: "ServiceGraph", package: "ServiceGraph")'

    def target(target_name, dependencies):
        listed = ", ".join([f'"{dependency}"' for dependency in dependencies] + [runtime])
        return (f'        .target(\n            name: "{target_name}",\n'
                f'            dependencies: [{listed}],\n            plugins: {plugin}\n        ),')

    targets = [f'        .target(name: "{SHARED}"),']
    targets += [target(feature["name"], [SHARED] + feature["depends_on"]) for feature in features]
    targets.append(target(APP, [SHARED] + [feature["name"] for feature in features]))
    body = "\n".join(targets)
    return f"""// swift-tools-version: 6.0
// Written by Benchmarks/Scripts/measure_modules.py.
import PackageDescription

let package = Package(
    name: "{name}",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "ServiceGraph", path: "{REPO_ROOT}")],
    targets: [
{body}
    ]
)
"""


def write_file(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def write_modular_app(directory, features, services_per_feature, seed=SEED, name="ModularApp"):
    """Writes the package into directory (seeded, so the same arguments write the same bytes).

    Returns a description: {"features": [plan per feature], "app services": [...],
    "manifests": {target: services.json path}, "dependents": {target: sorted targets that
    depend on it, directly or not}, "composers": {feature: targets whose manifest composes it}}.
    """
    rng = random.Random(seed)
    plans = plan_features(features, services_per_feature, rng)
    app_services = plan_app(plans, rng)
    sources = os.path.join(directory, "Sources")
    write_file(os.path.join(directory, "Package.swift"), package_manifest(name, plans))
    write_file(os.path.join(sources, SHARED, "Logging.swift"), SHARED_SOURCE)
    manifests = {}
    for plan in plans:
        manifests[plan["name"]] = os.path.join(sources, plan["name"], MANIFEST)
        write_file(manifests[plan["name"]], feature_manifest(plan))
        write_file(os.path.join(sources, plan["name"], "Types.swift"), feature_stubs(plan))
    manifests[APP] = os.path.join(sources, APP, MANIFEST)
    write_file(manifests[APP], app_manifest(plans, app_services))
    write_file(os.path.join(sources, APP, "Types.swift"), app_stubs(app_services))
    depends_on = {plan["name"]: set(plan["depends_on"]) for plan in plans}
    depends_on[APP] = {plan["name"] for plan in plans}
    direct_dependents = {target: set() for target in depends_on}
    for target, direct in depends_on.items():
        for dependency in direct:
            direct_dependents[dependency].add(target)
    dependents = {}
    for target in depends_on:
        found, frontier = set(), [target]
        while frontier:
            for other in direct_dependents[frontier.pop()] - found:
                found.add(other)
                frontier.append(other)
        dependents[target] = sorted(found)
    composers = {plan["name"]: [APP] for plan in plans}
    return {"features": plans, "app services": app_services, "manifests": manifests,
            "dependents": dependents, "composers": composers}


# ---------------------------------------------------------------- reading `swift build -v`


def generate_commands(log_path):
    """Targets whose `servicegraph generate` command a verbose build log shows, in order.

    The target is the folder of the manifest the command names (Sources/<Target>/services.json).
    """
    targets = []
    for line in log_lines_containing(log_path, " generate "):
        try:
            tokens = shlex.split(line)
        except ValueError:
            continue
        if (len(tokens) > 2 and os.path.basename(tokens[0]).startswith("servicegraph")
                and tokens[1] == "generate" and tokens[2].endswith(MANIFEST)):
            targets.append(os.path.basename(os.path.dirname(tokens[2])))
    return targets


def generator_tool(log_path):
    """The tool the plugin ran, read from a generate command of a verbose build log, or None."""
    for line in log_lines_containing(log_path, " generate "):
        tokens = shlex.split(line)
        if os.path.basename(tokens[0]).startswith("servicegraph") and tokens[1:2] == ["generate"]:
            return tokens[0]
    return None


def driver_command(log_paths, module):
    """The last `swiftc` driver command that compiled module, from verbose logs; None if absent."""
    found = None
    for log_path in log_paths:
        for line in log_lines_containing(log_path, f"-module-name {module} "):
            tokens = shlex.split(line)
            if os.path.basename(tokens[0]) == "swiftc":
                found = tokens
    return found


WARNING = re.compile(r"^(/\S+?):(\d+):(\d+): warning: (.*)$")


def warnings_by_target(log_path):
    """{target: {warning message: count}} from a build log, each warning (file, line, column,
    message) counted once (the emit-module and compile jobs both print it). The target is the
    folder under Sources/ or the plugin's output folder the file is in."""
    seen, counts = set(), {}
    for line in log_lines_containing(log_path, ": warning: "):
        match = WARNING.match(line)
        if not match or match.groups() in seen:
            continue
        seen.add(match.groups())
        path, message = match.group(1), match.group(4)
        parts = path.split(os.sep)
        if "outputs" in parts and len(parts) > parts.index("outputs") + 2:
            target = parts[parts.index("outputs") + 2] + " (generated file)"
        elif "Sources" in parts and len(parts) > parts.index("Sources") + 1:
            target = parts[parts.index("Sources") + 1]
        else:
            target = path
        messages = counts.setdefault(target, {})
        messages[message] = messages.get(message, 0) + 1
    return counts


# Driver options that only feed SwiftPM's incremental build and indexing: dropped, with their
# value for those in the first set.
DROPPED_WITH_VALUE = {"-output-file-map", "-index-store-path", "-emit-objc-header-path"}
DROPPED = {"-incremental", "-emit-dependencies", "-parseable-output", "-v",
           "-serialize-diagnostics", "-emit-objc-header"}


def compiled_modules(log_path):
    """Modules whose `swiftc` driver command a verbose build log shows, sorted."""
    modules = set()
    for line in log_lines_containing(log_path, "-module-name "):
        tokens = shlex.split(line)
        if os.path.basename(tokens[0]) == "swiftc" and "-module-name" in tokens:
            modules.add(tokens[tokens.index("-module-name") + 1])
    return sorted(modules)


def isolated_compile(tokens, module, scratch):
    """The driver command, rewritten to compile the whole module into scratch.

    Kept: the sources (the response file SwiftPM writes, which lists the target's files and the
    plugin's generated file), -I of the build's Modules folder (the dependencies as built), the
    mode, -g, -j, batch mode, the C module flags. Dropped: -incremental, the output-file map,
    dependency, diagnostics, index and Objective-C header outputs. The module goes to
    scratch/<module>.swiftmodule and the object files to scratch (the working directory).
    """
    argv, skip = [], False
    for index, token in enumerate(tokens):
        if skip:
            skip = False
            continue
        if token in DROPPED_WITH_VALUE:
            skip = True
            continue
        if token in DROPPED:
            continue
        if index > 0 and tokens[index - 1] == "-emit-module-path":
            token = os.path.join(scratch, f"{module}.swiftmodule")
        argv.append(token)
    return argv


def response_file_sources(tokens):
    sources = []
    for token in tokens:
        if token.startswith("@") and os.path.exists(token[1:]):
            with open(token[1:], encoding="utf-8") as file:
                sources += [line.strip() for line in file if line.strip()]
    return sources


# ---------------------------------------------------------------- the build measurements


def generated_files(package):
    """{target: (mtime ns, sha256)} of every generated file the plugin wrote into .build/plugins/outputs
    (its generated code; not the module interfaces beside it)."""
    outputs = os.path.join(package, ".build", "plugins", "outputs")
    snapshot = {}
    for path in glob.glob(os.path.join(outputs, "*", "*", "destination", "ServiceGraphPlugin", GENERATED_FILE)):
        target = os.path.relpath(path, outputs).split(os.sep)[1]
        with open(path, "rb") as file:
            digest = hashlib.sha256(file.read()).hexdigest()
        snapshot[target] = (os.stat(path).st_mtime_ns, digest)
    return snapshot


def generated_file(package, target):
    found = glob.glob(os.path.join(package, ".build", "plugins", "outputs", "*", target, "destination",
                                   "ServiceGraphPlugin", GENERATED_FILE))
    if len(found) != 1:
        raise SystemExit(f"expected one generated file for {target}, found {found}")
    return found[0]


class ManifestEditor:
    """Edits one feature's manifest for real: a doc string on its first provided service, added
    and removed in turn, so every edit changes the feature's generated code."""

    def __init__(self, plan, path):
        self.plan, self.path, self.edits = plan, path, 0

    def edit(self):
        self.edits += 1
        doc = (f"Documented by an edit of {self.plan['name']}'s manifest (measure_modules.py)."
               if self.edits % 2 else None)
        write_file(self.path, feature_manifest(self.plan, doc))


def time_builds(package, editor, logs, repetitions):
    """(a no-change build, an edit, a rebuild) R times: (no-change seconds, rebuild seconds, facts)."""
    nochange, edited, mentions, missed = [], [], 0, 0
    marker = f"for {editor.plan['name']}"
    for repetition in range(repetitions):
        log = os.path.join(logs, f"nochange-{repetition}.log")
        nochange.append(swift_build(package, log))
        mentions += len(log_lines_containing(log, MANIFEST))
        editor.edit()
        log = os.path.join(logs, f"edited-{repetition}.log")
        edited.append(swift_build(package, log))
        lines = log_lines_containing(log, MANIFEST)
        missed += not any(marker in line for line in lines)
        print(f"no-change {nochange[-1]:.2f} s, after editing {editor.plan['name']}: {edited[-1]:.2f} s")
    return nochange, edited, {
        "timed no-change builds whose output mentions services.json": mentions,
        f"timed rebuilds whose output does not mention generating {editor.plan['name']}": missed,
    }


def edit_check(package, editor, description, log):
    """One edit of a feature's manifest and a verbose build: what ran, what was rewritten.

    Allowed to rerun: the generators of the feature and of every target that depends on it (the
    plugin lists every dependency's manifest as an input, composed or not). Allowed to be
    rewritten: the feature's generated file and its composers' (App's): a target that only
    requires the feature's services names their types in its own manifest, so its generated file
    does not change.
    """
    edited_target = editor.plan["name"]
    before = generated_files(package)
    editor.edit()
    swift_build(package, log, verbose=True)
    after = generated_files(package)
    dependents = sorted([edited_target] + description["dependents"][edited_target])
    composers = sorted([edited_target] + description["composers"][edited_target])
    ran = sorted(set(generate_commands(log)))
    rewritten = sorted(target for target in after if before.get(target) != after[target])
    content_changed = sorted(target for target in after
                             if before.get(target, (0, None))[1] != after[target][1])
    return {
        "edited feature": edited_target,
        "edited feature and the targets that depend on it": dependents,
        "edited feature and the targets that compose it": composers,
        "generator commands after the edit (swift build -v)": ran,
        "generated files rewritten by the edit (mtime or content)": rewritten,
        "generated files whose content the edit changed": content_changed,
        "modules compiled after the edit (swift build -v)": compiled_modules(log),
        "generator commands of targets outside the edited feature and its dependents":
            sorted(set(ran) - set(dependents)),
        "generated files rewritten outside the edited feature and its composers":
            sorted(set(rewritten) - set(composers)),
    }


def verbose_checks(package, editor, description, logs):
    """(f) and (e) from `swift build -v`: facts, and the logs to find compile commands in.

    (e) edits the timed feature (only App depends on it) and then, once, the feature most other
    features depend on (its facts under "shared feature: ..."), so the check also covers a
    feature whose dependents do not compose it. As in measure_nochange_build.py, the build before
    each verbose build whose generate commands count is verbose too (switching -v may relink the
    tool and so rerun every generator).
    """
    first = os.path.join(logs, "verbose-first.log")
    swift_build(package, first, verbose=True)
    unchanged = os.path.join(logs, "verbose-nochange.log")
    swift_build(package, unchanged, verbose=True)
    touched = os.path.join(logs, "verbose-edited.log")
    facts = {"generator commands on a no-change build (swift build -v)": generate_commands(unchanged)}
    facts.update(edit_check(package, editor, description, touched))
    logs_seen = [first, unchanged, touched]
    shared = shared_feature(description)
    if shared is not None:
        shared_editor = ManifestEditor(shared, description["manifests"][shared["name"]])
        log = os.path.join(logs, "verbose-edited-shared.log")
        for key, value in edit_check(package, shared_editor, description, log).items():
            facts[f"shared feature: {key}"] = value
        # Undone, so the package is as the timed builds left it (a verbose build, not counted).
        shared_editor.edit()
        undone = os.path.join(logs, "verbose-shared-undone.log")
        swift_build(package, undone, verbose=True)
        logs_seen += [log, undone]
    return facts, logs_seen


def shared_feature(description):
    """The feature with the most targets depending on it besides App (the lowest-numbered on a
    tie), or None when no feature has such a dependent."""
    best = max(description["features"],
               key=lambda plan: (len(description["dependents"][plan["name"]]), -plan["index"]))
    return best if len(description["dependents"][best["name"]]) > 1 else None


def time_module_compiles(package, modules, logs, verbose_logs, scratch, repetitions):
    """(d): {module: seconds list} and {module: source files}, from the verbose logs' driver commands.

    A module the verbose builds did not compile gets one more verbose build after touching its
    Types.swift, whose log then has its command.
    """
    samples, sources_seen = {}, {}
    for module in modules:
        tokens = driver_command(verbose_logs, module)
        if tokens is None:
            os.utime(os.path.join(package, "Sources", module, "Types.swift"))
            forced = os.path.join(logs, f"verbose-compile-{module}.log")
            swift_build(package, forced, verbose=True)
            verbose_logs = verbose_logs + [forced]
            tokens = driver_command([forced], module)
        if tokens is None:
            raise SystemExit(f"no swiftc command for module {module} in {verbose_logs}")
        sources = response_file_sources(tokens)
        generated = generated_file(package, module)
        if generated not in sources:
            raise SystemExit(f"{module}'s compile command does not list its generated file {generated}: "
                             f"{sources}")
        sources_seen[module] = len(sources)
        directory = os.path.join(scratch, module)
        os.makedirs(directory, exist_ok=True)
        argv = isolated_compile(tokens, module, directory)
        with open(os.path.join(directory, "command.txt"), "w", encoding="utf-8") as file:
            file.write(shlex.join(argv) + "\n")
        log = os.path.join(directory, "compile.log")
        samples[module] = [run_checked(argv, cwd=directory, log_path=log).seconds
                           for _ in range(repetitions)]
        print(f"compile of {module} alone: median {statistics.median(samples[module]):.2f} s")
    return samples, sources_seen


def measure_builds(workspace, features, services_per_feature, repetitions):
    """(a) to (f): the build measurement's rows and facts, and the plugin's tool."""
    package = os.path.join(workspace, "ModularApp")
    description = write_modular_app(package, features, services_per_feature)
    logs = os.path.join(workspace, "logs")
    os.makedirs(logs)
    run_checked(["swift", "package", "resolve"], cwd=package, log_path=os.path.join(logs, "resolve.log"))
    clean = swift_build(package, os.path.join(logs, "clean.log"))
    print(f"clean build: {clean:.1f} s")
    clean_warnings = warnings_by_target(os.path.join(logs, "clean.log"))
    settle(package, logs)
    edited_plan = description["features"][-1]
    editor = ManifestEditor(edited_plan, description["manifests"][edited_plan["name"]])
    nochange, edited, facts = time_builds(package, editor, logs, repetitions)
    verbose_facts, verbose_logs = verbose_checks(package, editor, description, logs)
    facts.update(verbose_facts)
    facts["compiler warnings in the clean build, by target (each once)"] = clean_warnings
    compiles, sources_seen = time_module_compiles(
        package, [edited_plan["name"], APP], logs, verbose_logs, os.path.join(workspace, "compiles"),
        repetitions)
    tool = generator_tool(verbose_logs[0]) or generator_tool(verbose_logs[-1])
    rows = [
        row(CLEAN, [clean], {"features": features}),
        row(NO_CHANGE, nochange),
        row(EDITED, edited, {"feature": edited_plan["name"]}),
        row(feature_compile_row(edited_plan["name"]), compiles[edited_plan["name"]],
            {"source files": sources_seen[edited_plan["name"]]}),
        row(APP_COMPILE, compiles[APP], {"source files": sources_seen[APP]}),
    ]
    facts["features"] = features
    facts["services per feature"] = services_per_feature
    return rows, facts, tool


# ---------------------------------------------------------------- (g) the generator


def measure_generator(tool, workspace, sizes, services_per_feature, repetitions):
    """`servicegraph generate` on App manifests composing each number of modules: time rows."""
    directory = os.path.join(workspace, "compose")
    largest = max(sizes)
    description = write_modular_app(directory, largest, services_per_feature)
    rows = []
    for size in sizes:
        plans = description["features"][:size]
        # The app's own services draw on the composed features only (same seed per size).
        app_services = plan_app(plans, random.Random(SEED + size))
        manifest = os.path.join(directory, f"App-{size}", MANIFEST)
        write_file(manifest, app_manifest(plans, app_services))
        output = os.path.join(directory, f"App-{size}", "App.generated.swift")
        argv = [tool, "generate", manifest, "--module-name", APP]
        for plan in plans:
            argv += ["--module", f"{plan['name']}={description['manifests'][plan['name']]}"]
        argv += ["--output", output]
        log = os.path.join(directory, f"App-{size}", "generate.log")
        runs = [run_checked(argv, log_path=log) for _ in range(repetitions)]
        total, _ = count_lines(output)
        rows.append(row(f"generate App composing {size} modules", [run.seconds * 1000 for run in runs], {
            "modules": size, "composed services": size * services_per_feature,
            "CPU ms (median)": round(statistics.median(run.cpu_seconds for run in runs) * 1000, 1),
            "peak MiB (median)": round(statistics.median(run.peak_mib for run in runs), 1),
            "generated lines": total}))
        print(f"generate App composing {size} modules: median {rows[-1]['median']:.1f} ms")
    return rows


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=5)
    if arguments.smoke:
        arguments.repetitions = 1
        features, services_per_feature, sizes = 4, 5, (5, 10, 20)
    else:
        features, services_per_feature, sizes = 100, 20, (25, 50, 100, 200)
    runs = f"{arguments.repetitions} run{'s' if arguments.repetitions > 1 else ''}"
    load = [round(os.getloadavg()[0], 2)]
    with tempfile.TemporaryDirectory(prefix="servicegraph-modules-") as workspace:
        build_rows, facts, plugin_tool = measure_builds(workspace, features, services_per_feature,
                                                        arguments.repetitions)
        load.append(round(os.getloadavg()[0], 2))
        facts[LOAD] = load
        # Written now, so the build results survive a failure of the generator's measurement.
        build_notes = (
            f"Debug `swift build` of a package of {features} feature library targets of "
            f"{services_per_feature} services each and an App target composing them all "
            f"(`Scripts/measure_modules.py`, `write_modular_app`), every one through "
            f"ServiceGraphPlugin, depending on ServiceGraph by path. Clean: one build after "
            f"`swift package resolve`. No-change and rebuild: {runs} each, interleaved, after "
            f"settling builds; each rebuild follows a real edit of {facts['edited feature']}'s "
            f"manifest (a doc string on a provided service, added and removed in turn). The "
            f"module compiles rerun, {runs} each, the `swiftc` driver command `swift build -v` "
            f"showed for that module, without -incremental, the output-file map and the "
            f"dependency, index and header outputs, writing into a scratch folder: the whole "
            f"module (its Types.swift and generated file) against the dependencies in .build.")
        measurements = [measurement("10-modules-build",
                                    f"Building an app of {features} feature modules", "s per build",
                                    COMMAND, NO_CHANGE, build_rows, build_notes)]
        write_results(arguments.results_dir, "modules.json", measurements, facts)
        if arguments.smoke:
            tool, facts["generator timed"] = plugin_tool, "debug build (the plugin's tool)"
        else:
            tool, facts["generator timed"] = build_release_generator(), "release build"
        if tool is None:
            raise SystemExit("no generate command in the verbose logs, so no tool to time")
        generator_rows = measure_generator(tool, workspace, sizes, services_per_feature,
                                           arguments.repetitions)
    measurements.append(measurement(
        "10-modules-generator", "Generator wall time composing feature modules", "ms per run",
        COMMAND, None, generator_rows,
        f"One `servicegraph generate App/services.json --module-name App --module "
        f"FeatureNNN=PATH ... --output ...` process ({facts['generator timed']}), from spawn to "
        f"exit, composing the first N of {max(sizes)} feature manifests written as above "
        f"({services_per_feature} services each, three provided); the app has a logger and "
        f"{APP_SERVICES} services of its own. {runs} each."))
    load.append(round(os.getloadavg()[0], 2))
    facts[LOAD] = load
    write_results(arguments.results_dir, "modules.json", measurements, facts)
    failures = []
    if facts["generator commands on a no-change build (swift build -v)"]:
        failures.append("the generator ran on a build where nothing changed")
    for prefix in ("", "shared feature: "):
        if f"{prefix}edited feature" not in facts:
            continue
        name = facts[f"{prefix}edited feature"]
        if name not in facts[f"{prefix}generator commands after the edit (swift build -v)"]:
            failures.append(f"{name}'s generator did not run after its edit: the marker no longer "
                            f"matches the verbose log")
        for key in ("generator commands of targets outside the edited feature and its dependents",
                    "generated files rewritten outside the edited feature and its composers"):
            if facts[prefix + key]:
                failures.append(f"{prefix}{key}: {facts[prefix + key]}")
    if failures:
        raise SystemExit("; ".join(failures))


if __name__ == "__main__":
    sys.exit(main())
