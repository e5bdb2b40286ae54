#!/usr/bin/env python3
"""Measurement 18: ServiceGraph, SafeDI and Factory on the same graph (issue 34).

    measure_peers.py --safedi DIR --factory DIR [--services N] [--smoke] [--repetitions R] [--results-dir DIR]

DIR: a checkout of each peer (github.com/dfed/SafeDI at a 1.5 release, its tool built from source
by its `SafeDIGenerator` plugin; github.com/hmlongco/Factory at a 3.x release). Neither is one of
the packages this machine's registry serves, so the benchmark package cannot depend on them and
CI does not run this script; Benchmarks/run.sh runs it when SERVICEGRAPH_PEERS_DIR holds both
checkouts (as SafeDI and Factory).

Writes a package with one library target per system (peer_graphs.py: the same types and graph)
and `PeersLaunch`, an executable that calls each target's `Entry`. Measured, each system in turn
within each repetition:

  - clean build: `swift build --target <it>` (debug) after deleting its products, the index
    store and the plugin's outputs (its dependencies stay built);
  - no-op build: the same build again;
  - rebuild after an edit: one service's last dependency replaced by another (peer_graphs.py);
  - cold start: `PeersLaunch` (release) in a fresh process, making the graph and reading every
    service once: wall time inside the process (20 processes per system, interleaved), and
    instructions counted by callgrind (`--toggle-collect=*coldLaunch*`);
  - warm read: one singleton read 10,000,000 times from a built graph, ns per read.

--services: the graph's size (default 1,000). SafeDI's tool, built from source in debug as its
plugin builds it, takes time that grows much faster than this graph (every service is received
from the root that instantiates all of them): 3.9 s at 200 services, 35 s at 400, more than 7
minutes at 1,000 (stopped there): the plugin's debug tool run by hand on the files peer_graphs.py
writes (Benchmarks/README.md, measurement 18, gives the command).

--smoke: 100 services, one repetition, 3 processes. Writes peers.json.
"""
import glob
import os
import shutil
import subprocess
import tempfile

import peer_graphs
from measure_cold_start import callgrind, wall_nanoseconds
from measure_swiftpm_compile import clean_target as clean_own_products
from peer_graphs import FACTORY, SAFEDI, SERVICEGRAPH, TARGETS
from results import REPO_ROOT, measurement, parse_arguments, row, run_checked, write_if_changed, write_results

COMMAND = "cd Benchmarks && Scripts/measure_peers.py --safedi DIR --factory DIR --services 400"
SYSTEMS = (SERVICEGRAPH, SAFEDI, FACTORY)
PACKAGE = "peers"
WARM_READS = 10_000_000


def package_manifest(safedi, factory):
    targets = "\n".join([
        f'        .target(name: "{TARGETS[SERVICEGRAPH]}", dependencies: [.product(name: "ServiceGraph", '
        'package: "ServiceGraph")], plugins: [.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]),',
        f'        .target(name: "{TARGETS[SAFEDI]}", dependencies: [.product(name: "SafeDI", package: "SafeDI")], '
        'plugins: [.plugin(name: "SafeDIGenerator", package: "SafeDI")]),',
        f'        .target(name: "{TARGETS[FACTORY]}", dependencies: [.product(name: "FactoryKit", package: "Factory")]),',
        '        .executableTarget(name: "PeersLaunch", dependencies: ['
        + ", ".join(f'"{TARGETS[system]}"' for system in SYSTEMS) + "]),"])
    return f"""// swift-tools-version: 6.0
// Written by Benchmarks/Scripts/measure_peers.py.
import PackageDescription

let package = Package(
    name: "{PACKAGE}",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "ServiceGraph", path: "{REPO_ROOT}"),
        .package(name: "SafeDI", path: "{safedi}"),
        .package(name: "Factory", path: "{factory}"),
    ],
    targets: [
{targets}
    ]
)
"""


def launcher():
    cases = []
    for system in SYSTEMS:
        module = TARGETS[system]
        cases += [f'case ("{system}", "cold"): result = {module}.Entry.coldLaunch()',
                  f'case ("{system}", "warm"): result = {module}.Entry.warmRead(count)']
    return "\n".join([
        "// Written by Benchmarks/Scripts/measure_peers.py: PeersLaunch SYSTEM cold|warm [COUNT]",
        "// prints the nanoseconds the call took and its checksum.", "",
        "import Foundation"] + [f"import {TARGETS[system]}" for system in SYSTEMS] + ["",
        "let arguments = CommandLine.arguments",
        "let count = arguments.count > 3 ? Int(arguments[3])! : 1",
        "let clock = ContinuousClock()",
        "var result = 0",
        "let start = clock.now",
        "switch (arguments[1], arguments[2]) {"] + cases + [
        'default: print("unknown system or action"); exit(2)', "}",
        "let elapsed = start.duration(to: clock.now)",
        'print("nanoseconds \\(elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)")',
        'print("checksum \\(result)")', ""])


def write_sources(package, services, change):
    """Writes (or rewrites) every system's sources; an untouched file keeps its mtime."""
    warm = next(s.index for s in services if not s.transient and s.dependencies)
    files = {
        (SERVICEGRAPH, "services.json"): peer_graphs.manifest(services, change.dependencies_of),
        (SERVICEGRAPH, "Types.swift"): peer_graphs.types_file(services, change.dependencies_of),
        (SAFEDI, "Types.swift"): peer_graphs.types_file(services, change.dependencies_of, safedi=True),
        (SAFEDI, "Root.swift"): peer_graphs.safedi_root(services),
        (FACTORY, "Types.swift"): peer_graphs.types_file(services, change.dependencies_of),
        (FACTORY, "Container.swift"): peer_graphs.factory_container(services, change.dependencies_of),
    }
    for system in SYSTEMS:
        files[(system, "Entry.swift")] = peer_graphs.entry(system, services, warm)
    for (system, name), text in files.items():
        write_if_changed(os.path.join(package, "Sources", TARGETS[system], name), text)
    write_if_changed(os.path.join(package, "Sources", "PeersLaunch", "main.swift"), launcher())


def clean(package, system):
    """Deletes the target's products, the index store and the Swift files its plugin wrote (SafeDI's
    and ServiceGraph's; SafeDI's plugin also writes its list of inputs there when SwiftPM evaluates
    it, which a build that finds the plugin unchanged does not do again, so that list stays)."""
    clean_own_products(package, TARGETS[system])
    outputs = os.path.join(package, ".build", "plugins", "outputs", PACKAGE, TARGETS[system])
    for path in glob.glob(os.path.join(outputs, "**", "*.swift"), recursive=True):
        os.remove(path)


def build(package, system, log):
    return run_checked(["swift", "build", "--target", TARGETS[system]], cwd=package, log_path=log).seconds


def configure(parser):
    parser.add_argument("--safedi", required=True, help="a checkout of dfed/SafeDI (1.5.x)")
    parser.add_argument("--factory", required=True, help="a checkout of hmlongco/Factory (3.x)")
    parser.add_argument("--services", type=int, default=1000, help="the graph's size (default 1,000)")


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=3, configure=configure)
    size, processes = (100, 3) if arguments.smoke else (arguments.services, 20)
    work = tempfile.mkdtemp(prefix="servicegraph-peers-")
    package = os.path.join(work, PACKAGE)
    services = peer_graphs.graph(size)
    change = peer_graphs.DependencyChange(services)
    os.makedirs(package)
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(package_manifest(os.path.abspath(arguments.safedi), os.path.abspath(arguments.factory)))
    write_sources(package, services, change)
    log = os.path.join(work, "build.log")
    run_checked(["swift", "build"], cwd=package, log_path=log)
    clean_s, noop_s, edit_s = ({system: [] for system in SYSTEMS} for _ in range(3))
    for _ in range(arguments.repetitions):
        for system in SYSTEMS:
            clean(package, system)
            clean_s[system].append(build(package, system, log))
            noop_s[system].append(build(package, system, log))
        change.changed = True
        write_sources(package, services, change)
        for system in SYSTEMS:
            edit_s[system].append(build(package, system, log))
        change.changed = False
        write_sources(package, services, change)
        for system in SYSTEMS:
            build(package, system, log)

    run_checked(["swift", "build", "-c", "release", "--product", "PeersLaunch"], cwd=package, log_path=log)
    executable = os.path.join(subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=package, check=True,
        capture_output=True, text=True).stdout.strip(), "PeersLaunch")
    cold_ns, warm_ns = {system: [] for system in SYSTEMS}, {system: [] for system in SYSTEMS}
    for _ in range(processes):
        for system in SYSTEMS:
            cold_ns[system].append(wall_nanoseconds([executable, system, "cold"]))
    for _ in range(5):
        for system in SYSTEMS:
            warm_ns[system].append(wall_nanoseconds([executable, system, "warm", str(WARM_READS)]) / WARM_READS)
    counted = {system: callgrind([executable, system, "cold"], os.path.join(work, f"callgrind.{system}"))[0]
               for system in SYSTEMS}

    graph = f"{size:,}-service graph"
    builds = [(f"18-peers-{kind}", title, samples) for kind, title, samples in (
        ("clean-build", f"Clean debug build of the target with the {graph}", clean_s),
        ("edit-rebuild", f"Debug rebuild after changing one service's dependency, {graph}", edit_s),
        ("noop-build", f"No-op debug build of the target with the {graph}", noop_s))]
    measurements = [measurement(identifier, title, "s", COMMAND, SERVICEGRAPH,
                                [row(system, samples[system]) for system in SYSTEMS],
                                "`swift build --target <target>` of the system's target, its dependencies built; "
                                f"{arguments.repetitions} runs each, the systems in turn.")
                    for identifier, title, samples in builds]
    measurements += [
        measurement("18-peers-cold-start-instructions",
                    f"Cold start: make the {graph} and read every service once (instructions, callgrind)",
                    "instructions", COMMAND, SERVICEGRAPH, [row(system, [counted[system]]) for system in SYSTEMS],
                    "`valgrind --tool=callgrind --toggle-collect=*coldLaunch*`: only the call, one run per system."),
        measurement("18-peers-cold-start-wall", "Cold start: the same in wall time, one sample per fresh process",
                    "ns", COMMAND, SERVICEGRAPH, [row(system, cold_ns[system]) for system in SYSTEMS],
                    f"Measured inside each process around the call; {processes} processes per system, interleaved."),
        measurement("18-peers-warm-read", "Warm read: one built singleton read in a loop",
                    "ns per read", COMMAND, SERVICEGRAPH, [row(system, warm_ns[system]) for system in SYSTEMS],
                    f"{WARM_READS:,} reads per process, 5 processes per system, interleaved; release build."),
    ]
    facts = {"services": size, "edit": change.description,
             "peers": {SAFEDI: git_describe(arguments.safedi), FACTORY: git_describe(arguments.factory)}}
    write_results(arguments.results_dir, "peers.json", measurements, facts)
    shutil.rmtree(work, ignore_errors=True)


def git_describe(checkout):
    found = subprocess.run(["git", "describe", "--tags", "--always"], cwd=checkout, capture_output=True, text=True)
    return found.stdout.strip() or "unknown"


if __name__ == "__main__":
    main()
