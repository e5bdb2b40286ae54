#!/usr/bin/env python3
"""Measurement 14: composing through module interfaces in a deep chain of modules (issue 23).

    measure_module_chain.py [--smoke] [--repetitions R] [--results-dir DIR]

Writes a chain of 50 module manifests: Module01 provides five services; each ModuleNN composes
Module(NN-1), provides five services of its own, and one of them depends on a service the module
before it provides. Then generates every module in chain order, as a build does, two ways:

  through interfaces: each `servicegraph generate` gets the modules below it as the interface
      files (`--module NAME=ServiceGraph.interface.swift`) their own generation wrote with
      `--interface-output`, which is what the build plugin passes;
  through manifests: each gets the modules below it as their manifests (`--module
      NAME=services.json`), which the generator reads through its whole pipeline, recursively.

R rounds, the two ways interleaved; each round times one `servicegraph generate` (release build)
per module. The rows are the time of the generation of the modules at depth 10 and 50 (the
median over rounds), and the whole chain's total.

--smoke: a chain of 10, depths 5 and 10, one round, the debug build. Writes module-chain.json.
"""
import os
import tempfile

from results import generator_for, measurement, parse_arguments, row, run_checked, write_results

COMMAND = "cd Benchmarks && Scripts/measure_module_chain.py"
SERVICES_PER_MODULE = 5
INTERFACE = "ServiceGraph.interface.swift"


def module_name(depth):
    return f"Module{depth:02d}"


def service_name(depth, index):
    return f"m{depth:02d}s{index}"


def manifest(depth):
    """ModuleNN's manifest: five provided services, the first depending on the last module's first."""
    services = []
    for index in range(SERVICES_PER_MODULE):
        dependencies = [f'"{service_name(depth - 1, 0)}"'] if index == 0 and depth > 1 else []
        if index > 0:
            dependencies.append(f'"{service_name(depth, index - 1)}"')
        type_name = f"M{depth:02d}S{index}"
        services.append(f'    "{service_name(depth, index)}": {{"type": "{type_name}", '
                        f'"real": {{"type": "{type_name}", "dependencies": [{", ".join(dependencies)}]}}}}')
    provides = ", ".join(f'"{service_name(depth, index)}"' for index in range(SERVICES_PER_MODULE))
    compose = f'  "compose": ["{module_name(depth - 1)}"],\n' if depth > 1 else ""
    return ('{\n  "version": 1,\n' + compose + f'  "module": {{"provides": [{provides}]}},\n'
            + '  "services": {\n' + ",\n".join(services) + "\n  }\n}\n")


def write_chain(directory, length):
    paths = []
    for depth in range(1, length + 1):
        folder = os.path.join(directory, module_name(depth))
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "services.json")
        with open(path, "w", encoding="utf-8") as file:
            file.write(manifest(depth))
        paths.append(path)
    return paths


def generate_chain(tool, paths, through_interfaces):
    """Generates every module in chain order; returns the seconds each generation took."""
    seconds = []
    for depth, path in enumerate(paths, start=1):
        folder = os.path.dirname(path)
        argv = [tool, "generate", path, "--output", os.path.join(folder, "Generated.swift"),
                "--module-name", module_name(depth)]
        if through_interfaces:
            argv += ["--interface-output", os.path.join(folder, INTERFACE)]
        for below in range(1, depth):
            below_folder = os.path.dirname(paths[below - 1])
            file = os.path.join(below_folder, INTERFACE if through_interfaces else "services.json")
            argv += ["--module", f"{module_name(below)}={file}"]
        seconds.append(run_checked(argv).seconds)
    return seconds


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=5)
    length, depths = (10, [5, 10]) if arguments.smoke else (50, [10, 50])
    work = tempfile.mkdtemp(prefix="servicegraph-module-chain-")
    tool, build = generator_for(arguments.smoke)
    paths = write_chain(work, length)
    ways = {"through interfaces": True, "through manifests": False}
    rounds = {way: [] for way in ways}
    for _ in range(arguments.repetitions):
        for way, through_interfaces in ways.items():
            rounds[way].append(generate_chain(tool, paths, through_interfaces))
    measurements = []
    for depth in depths:
        rows = [row(way, [seconds[depth - 1] * 1000 for seconds in rounds[way]]) for way in ways]
        measurements.append(measurement(
            f"14-module-chain-depth-{depth}",
            f"`servicegraph generate` of the module at depth {depth} of a chain, each module composing the one before",
            "ms", COMMAND, "through manifests", rows,
            f"One `servicegraph generate` ({build} build) of Module{depth:02d}, which composes Module{depth - 1:02d}, "
            f"given the {depth - 1} modules below it. Through interfaces: their interface files, which their own "
            f"generation wrote; through manifests: their manifests. Median of {arguments.repetitions} rounds."))
    rows = [row(way, [sum(seconds) * 1000 for seconds in rounds[way]]) for way in ways]
    measurements.append(measurement(
        "14-module-chain-total", f"Generating all {length} modules of the chain, in order", "ms", COMMAND,
        "through manifests", rows,
        f"The sum of the {length} generations of one round, each as above; median of {arguments.repetitions} rounds."))
    facts = {"chain length": length, "services per module": SERVICES_PER_MODULE,
             "depths compared": f"{depths[0]} and {depths[1]}"}
    write_results(arguments.results_dir, "module-chain.json", measurements, facts)


if __name__ == "__main__":
    main()
