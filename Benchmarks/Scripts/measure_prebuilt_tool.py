#!/usr/bin/env python3
"""Measurement 17: the first build after a clean build, with the tool built from source and prebuilt (issue 34).

    measure_prebuilt_tool.py [--smoke] [--repetitions R] [--results-dir DIR] [--modules N]

Writes the Metro-shaped app of measurement 16 through the plugin (`module_app.py`, 500 modules)
twice: one package depending on ServiceGraph as users do by default (its `ToolFromSource` trait
on: the plugin builds the `servicegraph` tool from source), and one that turns the trait off
(`traits: []`) and has a `servicegraph.artifactbundle` at its root (`Scripts/build-tool-bundle.sh`
writes it, once, before the builds). For each package, R times:
deletes `.build`, then times `swift build -v` three times: the clean build, the first no-op
build after it, and a second no-op build. From each verbose log it counts the generate commands
the build ran. SwiftPM links a tool built from source again on the first build after a clean
one, and then reruns every command of the plugin and, since it also rewrites a file every compile
depends on, every module's compiler driver; without the trait, no tool is built, and the bundle's
executable does not change.

--smoke: 12 modules, one repetition, and a bundle of the debug tool this repository builds
(the plugin does not care how it was built). Writes prebuilt-tool.json.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from measure_modules import generate_commands
from module_app import PLUGIN, plan_app, write_package
from results import REPO_ROOT, build_debug_generator, measurement, parse_arguments, row, run_checked, write_results

COMMAND = "cd Benchmarks && Scripts/measure_prebuilt_tool.py"
BUILDS = ("clean build", "first no-op build after the clean build", "second no-op build")
VARIANTS = (("tool built from source (default traits)", True),
            ("prebuilt tool (trait ToolFromSource off, servicegraph.artifactbundle)", False))


def write_bundle(directory, smoke):
    """servicegraph.artifactbundle in `directory`: a release build, or in a smoke run the debug tool."""
    if not smoke:
        run_checked([os.path.join(REPO_ROOT, "Scripts", "build-tool-bundle.sh"), directory], cwd=REPO_ROOT)
        return os.path.join(directory, "servicegraph.artifactbundle")
    binary = build_debug_generator()
    bundle = os.path.join(directory, "servicegraph.artifactbundle")
    variant = "servicegraph-smoke/bin"
    os.makedirs(os.path.join(bundle, variant))
    shutil.copy2(binary, os.path.join(bundle, variant, "servicegraph"))
    machine = os.uname().machine
    triple = f"{machine}-unknown-linux-gnu" if sys.platform.startswith("linux") else f"{machine}-apple-macosx"
    version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.strip()
    info = {"schemaVersion": "1.0", "artifacts": {"servicegraph": {
        "type": "executable", "version": version,
        "variants": [{"path": f"{variant}/servicegraph", "supportedTriples": [triple]}]}}}
    with open(os.path.join(bundle, "info.json"), "w", encoding="utf-8") as file:
        json.dump(info, file, indent=2)
    return bundle


def write_variant(directory, plan, from_source, bundle):
    """The plugin package of `plan`; the prebuilt one turns ServiceGraph's traits off and gets the bundle."""
    write_package(directory, plan, PLUGIN, "ModuleAppPlugin")
    if not from_source:
        manifest = os.path.join(directory, "Package.swift")
        with open(manifest, encoding="utf-8") as file:
            text = file.read()
        dependency = f'.package(name: "ServiceGraph", path: {json.dumps(REPO_ROOT)})'
        if dependency not in text:
            raise SystemExit(f"{manifest} does not depend on ServiceGraph as expected")
        text = text.replace("// swift-tools-version: 6.0", "// swift-tools-version: 6.1")
        with open(manifest, "w", encoding="utf-8") as file:
            file.write(text.replace(dependency, dependency[:-1] + ", traits: [])"))
        shutil.copytree(bundle, os.path.join(directory, "servicegraph.artifactbundle"))


def main():
    def configure(parser):
        parser.add_argument("--modules", type=int, help="module count (default 500; smoke 12)")

    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=1, configure=configure)
    count = arguments.modules or (12 if arguments.smoke else 500)
    plan = plan_app(count)
    samples = {(variant, build): [] for variant, _ in VARIANTS for build in BUILDS}
    generators = {key: [] for key in samples}
    with tempfile.TemporaryDirectory(prefix="servicegraph-prebuilt-") as workspace:
        bundle = write_bundle(workspace, arguments.smoke)
        packages = []
        for index, (variant, from_source) in enumerate(VARIANTS):
            directory = os.path.join(workspace, f"package-{index}")
            write_variant(directory, plan, from_source, bundle)
            run_checked(["swift", "package", "resolve"], cwd=directory)
            packages.append((variant, directory))
        for repetition in range(arguments.repetitions):
            for variant, directory in packages:
                shutil.rmtree(os.path.join(directory, ".build"), ignore_errors=True)
                run_checked(["swift", "package", "resolve"], cwd=directory)
                for build in BUILDS:
                    log = os.path.join(workspace, f"{os.path.basename(directory)}-{build.replace(' ', '-')}-{repetition}.log")
                    seconds = run_checked(["swift", "build", "-v"], cwd=directory, log_path=log).seconds
                    samples[(variant, build)].append(seconds)
                    generators[(variant, build)].append(len(generate_commands(log)))
                    print(f"{variant}, {build}: {seconds:.2f} s, {generators[(variant, build)][-1]} generate commands")
    # The point of the prebuilt tool: fail loudly if it stops holding.
    first = generators[(VARIANTS[1][0], BUILDS[1])]
    if any(first):
        raise SystemExit(f"the prebuilt tool's first no-op build after a clean build ran generate commands: {first}")
    rows = [row(f"{build}, {variant}", samples[(variant, build)],
                {"generate commands": max(generators[(variant, build)])})
            for build in BUILDS for variant, _ in VARIANTS]
    notes = (f"Debug `swift build -v` of the plugin package of measurement 16 at {count} modules, depending on "
             f"ServiceGraph with its default traits (the tool built from source) and with `traits: []` and a "
             f"`servicegraph.artifactbundle` at the package's root ({'the debug tool, in a smoke run' if arguments.smoke else 'a release build by Scripts/build-tool-bundle.sh'}). "
             f"Each repetition deletes `.build`, then builds three times; {arguments.repetitions} repetition"
             f"{'s' if arguments.repetitions > 1 else ''}. Generate commands: the most any repetition's build ran.")
    found = measurement("17-prebuilt-tool", f"The first builds after a clean build at {count} modules: the tool built "
                        f"from source and prebuilt", "s per build", COMMAND, None, rows, notes)
    facts = {"modules": count, "services": sum(len(module["services"]) for module in plan["modules"])}
    write_results(arguments.results_dir, "prebuilt-tool.json", [found], facts)


if __name__ == "__main__":
    sys.exit(main())
