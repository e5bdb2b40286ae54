"""The app of measurement 16, laid out in Metro's layers and written twice: through the plugin and wired by hand.

`plan_app(count)` lays out `count` modules as Metro's benchmark generator lays out its workload
(benchmark/generate-projects.main.kts in ZacSweers/metro: 16% core modules, 70% feature modules
in six categories (one per ten below 60 features), each feature depending on a core module and
on a module of the category before, and the rest app-layer modules depending on two or three
features, app-layer modules and cores). Every module has 5 or 6 services (alternately, 5.5 on average, as Metro's 1 to 10
contributions per module average 5.5) and provides them all, as Metro contributes each to the
app's graph. A service depends on up to two earlier services of its module; a module requires
one or two services of each module it depends on. Aggregator modules compose the modules: one for
the cores (CoreKit), one per feature category (FeatureKit1...), one for the app layer (GlueKit);
each requires what its modules need from outside it and provides everything they provide. App
composes the aggregators, and has six services of its own, each using three modules' services.

`write_package(directory, plan, variant, name)` writes one package; both hold the same targets, the
same target dependencies and the same service types (`Types.swift`). Through the plugin
(`PLUGIN`), each target has a services.json and applies ServiceGraphPlugin; wired by hand
(`HAND`), each has an `Assembly.swift` instead: a final class whose initializer takes the
module's requirements and builds its services into `let` properties, in dependency order; an
aggregator's builds its modules' assemblies, App's builds the aggregators'. No ServiceGraph.
`Edit` changes one module in either package: a function body, or one service's dependencies.
"""
import json
import os
import random

from results import REPO_ROOT, write_if_changed

PLUGIN, HAND = "through the plugin", "wired by hand"
APP = "App"
MANIFEST = "services.json"
CORE_SHARE, FEATURE_SHARE, FEATURE_CATEGORIES = 0.16, 0.70, 6  # Metro's layers
APP_SERVICES = 6
SEED = 16


def service(module, position):
    return f"m{module:03d}s{position}"


def type_of(name):
    """A service's type: m012s3 -> M012S3, screen0 -> Screen0."""
    return name.upper() if name.startswith("m") else name[0].upper() + name[1:]


def add_module(modules, rng, name, layer, kit, depends_on):
    """Appends one module: 5 or 6 services, one or two requirements on each module it depends on."""
    index = len(modules)
    requires = {}
    for lower in depends_on:
        chosen = rng.sample(range(len(modules[lower]["services"])), rng.choice((1, 2)))
        requires.update({service(lower, position): type_of(service(lower, position)) for position in sorted(chosen)})
    services = []
    for position in range(5 + index % 2):
        # Up to two earlier services of the module; the last never depends on the first, which the ABI edit adds.
        earlier = list(range(position)) if position < 4 + index % 2 else list(range(1, position))
        chosen = sorted(rng.sample(earlier, min(len(earlier), rng.randint(0, 2))))
        services.append({"name": service(index, position), "dependencies": [service(index, other) for other in chosen]})
    for requirement in requires:  # each requirement read by one service
        services[rng.randrange(len(services))]["dependencies"].append(requirement)
    modules.append({"index": index, "name": f"{name}{index:03d}", "layer": layer, "kit": kit, "services": services,
                    "requires": requires, "depends_on": sorted({modules[lower]["name"] for lower in depends_on})})


def plan_modules(count, rng):
    """The modules in Metro's layers: (modules, layer sizes)."""
    cores = max(2, int(count * CORE_SHARE))
    features = max(2, int(count * FEATURE_SHARE))
    categories = max(1, min(FEATURE_CATEGORIES, features // 10))
    per_category = -(-features // categories)
    modules = []
    for _ in range(cores):
        add_module(modules, rng, "Core", "core", "CoreKit", [])
    core_range, category_ranges = range(cores), []
    for feature in range(features):
        category = feature // per_category
        if category == len(category_ranges):
            category_ranges.append([])
        lower = category_ranges[category - 1] if category > 0 else core_range
        picks = {rng.choice(core_range), rng.choice(lower)}
        category_ranges[category].append(len(modules))
        add_module(modules, rng, "Feature", "feature", f"FeatureKit{category + 1}", sorted(picks))
    glue_start = len(modules)
    for _ in range(max(1, count - cores - features)):
        picks = {rng.choice(range(cores, glue_start)),
                 rng.choice(range(glue_start, len(modules)) if len(modules) > glue_start else range(cores, glue_start))}
        if rng.random() < 0.5:
            picks.add(rng.choice(core_range))
        add_module(modules, rng, "Glue", "glue", "GlueKit", sorted(picks))
    return modules, {"core": cores, "feature": features, "glue": len(modules) - glue_start,
                     "feature categories": categories}


def plan_kits(modules, provider):
    """One aggregator per layer or feature category: its modules, and what they require from outside it."""
    kits = []
    for module in modules:
        if not kits or kits[-1]["name"] != module["kit"]:
            kits.append({"name": module["kit"], "members": [], "requires": {}, "depends_on": set()})
        kits[-1]["members"].append(module)
    for kit in kits:
        names = {member["name"] for member in kit["members"]}
        for member in kit["members"]:
            for requirement, required_type in member["requires"].items():
                if provider[requirement]["name"] not in names:
                    kit["requires"][requirement] = required_type
                    kit["depends_on"].add(provider[requirement]["name"])
        kit["depends_on"] = sorted(names | kit["depends_on"])
    return kits


def plan_app(count, seed=SEED):
    """The modules, aggregators and App's services; every choice seeded, so a plan repeats exactly."""
    rng = random.Random(seed)
    modules, layers = plan_modules(count, rng)
    provider = {entry["name"]: module for module in modules for entry in module["services"]}
    kits = plan_kits(modules, provider)
    every_service = sorted(provider)
    app_services = [{"name": f"screen{position}", "dependencies": sorted(rng.sample(every_service, 3))}
                    for position in range(APP_SERVICES)]
    dependents = {module["name"]: set() for module in modules}
    for module in reversed(modules):  # dependents of a module, directly or not (dependencies point lower)
        for lower in module["depends_on"]:
            dependents[lower] |= {module["name"]} | dependents[module["name"]]
    return {"modules": modules, "kits": kits, "app services": app_services, "provider": provider, "layers": layers,
            "dependents": {name: sorted(found) for name, found in dependents.items()}}


# ---------------------------------------------------------------- the sources


def arguments(dependencies):
    return ", ".join(f"{name}: {type_of(name)}" for name in dependencies)


def types_source(module, edits):
    """Types.swift of a module, the same in both packages; `edits` is the module's Edit state."""
    lines = [f"// Service types of {module['name']}, written by measure_module_app.py (the same in both packages).", ""]
    lines += [f"import {name}" for name in module["depends_on"]] + [""] * bool(module["depends_on"])
    for entry in module["services"]:
        name = type_of(entry["name"])
        body = f'"{name}"' if edits.body_edits % 2 == 0 or entry is not module["services"][-1] else f'"{name}, edited"'
        lines += [f"public final class {name}: Sendable {{",
                  f"    public init({arguments(edits.dependencies(entry))}) {{}}",
                  f"    public func describe() -> String {{ {body} }}", "}", ""]
    return "\n".join(lines)


def module_manifest(module, edits):
    """services.json of a module: one service per line, so an edit moves no other line."""
    services = []
    for entry in module["services"]:
        real = {"type": type_of(entry["name"])}
        if edits.dependencies(entry):
            real["dependencies"] = edits.dependencies(entry)
        services.append(f'    "{entry["name"]}": ' + json.dumps({"type": type_of(entry["name"]), "real": real}))
    head = {"version": 1}
    if module["depends_on"]:
        head["imports"] = module["depends_on"]
    return manifest_text(head, [entry["name"] for entry in module["services"]], module["requires"], services)


def manifest_text(head, provides, requires, services, compose=None):
    lines = ["{"] + [f'  "{key}": {json.dumps(value)},' for key, value in head.items()]
    if compose:
        lines.append(f'  "compose": {json.dumps(compose)},')
    if provides is not None:
        lines += ['  "module": {', f'    "provides": {json.dumps(provides)},',
                  f'    "requires": {json.dumps({name: {"type": t} for name, t in requires.items()})}', "  },"]
    lines += ['  "environments": {"dev": "mock", "prod": "real"},', '  "services": {', ",\n".join(services), "  }", "}", ""]
    return "\n".join(lines)


def kit_manifest(kit):
    provides = [entry["name"] for member in kit["members"] for entry in member["services"]]
    return manifest_text({"version": 1, "imports": kit["depends_on"]}, provides, kit["requires"], [],
                         compose=[member["name"] for member in kit["members"]])


def app_manifest(plan):
    services = [f'    "{entry["name"]}": ' + json.dumps({"type": type_of(entry["name"]), "real": {
        "type": type_of(entry["name"]), "dependencies": entry["dependencies"]}}) for entry in plan["app services"]]
    imports = [kit["name"] for kit in plan["kits"]] + [module["name"] for module in plan["modules"]]
    return manifest_text({"version": 1, "imports": imports}, None, {}, services,
                         compose=[kit["name"] for kit in plan["kits"]])


def assembly(name, imports, parameters, members, body):
    lines = [f"// {name}'s services wired by hand, written by measure_module_app.py.", ""]
    lines += [f"import {module}" for module in imports] + [""] * bool(imports)
    lines.append(f"public final class {name}Assembly: Sendable {{")
    lines += [f"    public let {member}: {member_type}" for member, member_type in members]
    lines += [f"", f"    public init({parameters}) {{"] + [f"        {line}" for line in body] + ["    }", "}", ""]
    return "\n".join(lines)


def module_assembly(module, edits):
    members = [(entry["name"], type_of(entry["name"])) for entry in module["services"]]
    body = [f"{entry['name']} = {type_of(entry['name'])}("
            + ", ".join(f"{name}: {name}" for name in edits.dependencies(entry)) + ")" for entry in module["services"]]
    return assembly(module["name"], module["depends_on"], arguments(module["requires"]), members, body)


def property_name(module_name):
    return module_name[0].lower() + module_name[1:]


def kit_assembly(kit, plan):
    members = [(property_name(member["name"]), f"{member['name']}Assembly") for member in kit["members"]]
    inside = {member["name"] for member in kit["members"]}
    body = []
    for member in kit["members"]:
        values = []
        for requirement in member["requires"]:
            owner = plan["provider"][requirement]["name"]
            values.append(f"{requirement}: " + (f"{property_name(owner)}.{requirement}" if owner in inside else requirement))
        body.append(f"{property_name(member['name'])} = {member['name']}Assembly({', '.join(values)})")
    return assembly(kit["name"], kit["depends_on"], arguments(kit["requires"]), members, body)


def app_assembly(plan):
    kit_of = {member["name"]: kit["name"] for kit in plan["kits"] for member in kit["members"]}

    def reach(name):
        owner = plan["provider"][name]["name"]
        return f"{property_name(kit_of[owner])}.{property_name(owner)}.{name}"

    members = [(property_name(kit["name"]), f"{kit['name']}Assembly") for kit in plan["kits"]]
    members += [(entry["name"], type_of(entry["name"])) for entry in plan["app services"]]
    body = [f"{property_name(kit['name'])} = {kit['name']}Assembly("
            + ", ".join(f"{name}: {reach(name)}" for name in kit["requires"]) + ")" for kit in plan["kits"]]
    body += [f"{entry['name']} = {type_of(entry['name'])}(" + ", ".join(f"{name}: {reach(name)}" for name in entry["dependencies"])
             + ")" for entry in plan["app services"]]
    imports = [kit["name"] for kit in plan["kits"]] + [module["name"] for module in plan["modules"]]
    return assembly(APP, imports, "", members, body)


def app_types(plan):
    lines = ["// App's own service types, written by measure_module_app.py (the same in both packages).", ""]
    lines += [f"import {module['name']}" for module in plan["modules"]] + [""]
    for entry in plan["app services"]:
        lines += [f"public final class {type_of(entry['name'])}: Sendable {{",
                  f"    public init({arguments(entry['dependencies'])}) {{}}", "}", ""]
    return "\n".join(lines)


def package_manifest(name, plan, variant):
    through_plugin = variant == PLUGIN
    extra = ['.product(name: "ServiceGraph", package: "ServiceGraph")'] if through_plugin else []
    plugins = ', plugins: [.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]' if through_plugin else ""

    def target(target_name, dependencies):
        listed = ", ".join([json.dumps(dependency) for dependency in dependencies] + extra)
        return f'        .target(name: "{target_name}", dependencies: [{listed}]{plugins}),'

    targets = [target(module["name"], module["depends_on"]) for module in plan["modules"]]
    targets += [target(kit["name"], kit["depends_on"]) for kit in plan["kits"]]
    targets.append(target(APP, [kit["name"] for kit in plan["kits"]] + [module["name"] for module in plan["modules"]]))
    dependency = f'[.package(name: "ServiceGraph", path: {json.dumps(REPO_ROOT)})]' if through_plugin else "[]"
    return (f"// swift-tools-version: 6.0\n// Written by Benchmarks/Scripts/measure_module_app.py ({variant}).\n"
            f"import PackageDescription\n\nlet package = Package(\n    name: \"{name}\",\n"
            f"    platforms: [.macOS(.v13), .iOS(.v16)],\n    dependencies: {dependency},\n    targets: [\n"
            + "\n".join(targets) + "\n    ]\n)\n")


class Edit:
    """The edits of one module in one package: how many times its last service's `describe()` body
    changed (a non-ABI edit) and whether that service now depends on the module's first service
    (an ABI edit: its public initializer, and the manifest or the assembly, change)."""

    def __init__(self, module):
        self.module, self.body_edits, self.extra_dependency = module, 0, False

    def dependencies(self, entry):
        if self.extra_dependency and entry is self.module["services"][-1]:
            return entry["dependencies"] + [self.module["services"][0]["name"]]
        return entry["dependencies"]


def write_module(directory, module, variant, edits):
    """Writes (or rewrites, after an edit) a module's files; returns the paths that changed."""
    folder = os.path.join(directory, "Sources", module["name"])
    files = {os.path.join(folder, "Types.swift"): types_source(module, edits)}
    if variant == PLUGIN:
        files[os.path.join(folder, MANIFEST)] = module_manifest(module, edits)
    else:
        files[os.path.join(folder, "Assembly.swift")] = module_assembly(module, edits)
    return [path for path, text in files.items() if write_if_changed(path, text)]


def write_package(directory, plan, variant, name):
    """The whole package: Package.swift, every module, aggregator and App. Returns {module: Edit}."""
    write_if_changed(os.path.join(directory, "Package.swift"), package_manifest(name, plan, variant))
    edits = {module["name"]: Edit(module) for module in plan["modules"]}
    for module in plan["modules"]:
        write_module(directory, module, variant, edits[module["name"]])
    sources = os.path.join(directory, "Sources")
    for kit in plan["kits"]:
        if variant == PLUGIN:
            write_if_changed(os.path.join(sources, kit["name"], MANIFEST), kit_manifest(kit))
            write_if_changed(os.path.join(sources, kit["name"], "Kit.swift"),
                       f"// {kit['name']} composes its modules: its component is generated from services.json.\n")
        else:
            write_if_changed(os.path.join(sources, kit["name"], "Assembly.swift"), kit_assembly(kit, plan))
    write_if_changed(os.path.join(sources, APP, "Types.swift"), app_types(plan))
    if variant == PLUGIN:
        write_if_changed(os.path.join(sources, APP, MANIFEST), app_manifest(plan))
    else:
        write_if_changed(os.path.join(sources, APP, "Assembly.swift"), app_assembly(plan))
    return edits
