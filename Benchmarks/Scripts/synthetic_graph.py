#!/usr/bin/env python3
"""Writes a synthetic service graph of N services, for the benchmarks.

    synthetic_graph.py N OUTPUT_DIR [--seed S] [--environments dev,staging,prod] [--chain]

OUTPUT_DIR receives:
  services.json     the manifest: a random DAG, every service depending on three earlier ones
                    (fewer for the first three), every third service with a mock, every fifth
                    transient, the rest singletons; with --chain, a chain instead (each service
                    depends only on the one before it), the deepest graph N services can make,
                    to check the generator does not recurse once per level;
  Stubs.swift       the types the manifest names, each taking its dependencies in `init`;
  HandWritten.swift the same graph composed by hand, the way an engineer would without a
                    generator: a protocol, one class per environment whose singletons are lazy
                    properties behind a recursive lock, and a test class whose every service
                    can be replaced. Compiled against Stubs.swift instead of the generated file,
                    it is the baseline for compile-time measurements.
  EveryService.swift reads every service once from the generated `ProdComponent`, the
                    hand-written `ProdComposition` and `ProdLazyVarComposition` (the prod graph
                    with plain `lazy var`s, no lock), for the cold-start measurement.

The graph depends only on N and the seed (a self-contained PRNG, so every Python version
writes the same bytes).
"""
import argparse
import json
import os


class SplitMix64:
    """A tiny deterministic PRNG; Python's `random` may change between versions."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, bound):
        return self.next() % bound


class Service:
    def __init__(self, index, dependencies):
        self.index = index
        self.name = f"s{index}"
        self.dependencies = dependencies  # indices of earlier services
        self.has_mock = index % 3 == 2
        self.transient = index % 5 == 4

    @property
    def exposed_type(self):
        return f"any Service{self.index}" if self.has_mock else f"Service{self.index}Impl"

    @property
    def real_type(self):
        return f"Service{self.index}Impl"

    @property
    def mock_type(self):
        return f"Service{self.index}Mock"


def make_chain(count):
    return [Service(index, [index - 1] if index else []) for index in range(count)]


def make_graph(count, seed):
    rng = SplitMix64(seed)
    services = []
    for index in range(count):
        wanted = min(3, index)
        chosen = []
        while len(chosen) < wanted:
            candidate = rng.below(index)
            if candidate not in chosen:
                chosen.append(candidate)
        services.append(Service(index, sorted(chosen)))
    return services


def manifest(services, environments):
    entries = {}
    for service in services:
        real = {"type": service.real_type}
        if service.dependencies:
            real["dependencies"] = [f"s{d}" for d in service.dependencies]
        entry = {"type": service.exposed_type, "real": real}
        if service.has_mock:
            entry["mock"] = service.mock_type
        if service.transient:
            entry["lifetime"] = "transient"
        entries[service.name] = entry
    document = {
        "version": 1,
        "environments": {name: ("mock" if name == "dev" else "real") for name in environments},
        "services": entries,
    }
    return json.dumps(document, indent=2) + "\n"


def stubs(services):
    lines = ["// Stub types for a synthetic graph, written by synthetic_graph.py.", ""]
    for service in services:
        parameters = ", ".join(f"s{d}: {services[d].exposed_type}" for d in service.dependencies)
        if service.has_mock:
            lines.append(f"protocol Service{service.index}: AnyObject, Sendable {{}}")
            lines.append(f"final class {service.mock_type}: Service{service.index} {{ init() {{}} }}")
            conformance = f": Service{service.index}"
        else:
            conformance = ": Sendable"
        lines.append(f"final class {service.real_type}{conformance} {{ init({parameters}) {{}} }}")
    return "\n".join(lines) + "\n"


def binds_mock(service, environment):
    return service.has_mock and environment in ("dev", "test")


def construction(service, environment):
    if binds_mock(service, environment):
        return f"{service.mock_type}()"
    arguments = ", ".join(f"s{d}: s{d}" for d in service.dependencies)
    return f"{service.real_type}({arguments})"


def hand_written_class(services, environment, class_name):
    lines = [f"final class {class_name}: AppComposition, @unchecked Sendable {{",
             "    private let lock = NSRecursiveLock()"]
    is_test = environment == "test"
    for service in services:
        if not service.transient or is_test:
            lines.append(f"    private var _{service.name}: ({service.exposed_type})?")
    lines.append("")
    if is_test:
        parameters = ",\n".join(f"        {s.name}: ({s.exposed_type})? = nil" for s in services)
        lines.append(f"    init(\n{parameters}\n    ) {{")
        for service in services:
            lines.append(f"        _{service.name} = {service.name}")
        lines.append("    }")
    else:
        lines.append("    init() {}")
    for service in services:
        lines.append("")
        lines.append(f"    var {service.name}: {service.exposed_type} {{")
        if service.transient:
            if is_test:
                lines.append(f"        if let replacement = _{service.name} {{ return replacement }}")
            lines.append(f"        return {construction(service, environment)}")
        else:
            lines.append("        lock.lock()")
            lines.append("        defer { lock.unlock() }")
            lines.append(f"        if let existing = _{service.name} {{ return existing }}")
            lines.append(f"        let made: {service.exposed_type} = {construction(service, environment)}")
            lines.append(f"        _{service.name} = made")
            lines.append("        return made")
        lines.append("    }")
    lines.append("}")
    return "\n".join(lines)


def hand_written(services, environments, with_test=True):
    """with_test=False leaves out the test class, whose initializer (one argument per service) is
    the slowest part of the file to compile: scope_graph.py's apps need only `ProdComposition`."""
    lines = ["// The synthetic graph composed by hand, written by synthetic_graph.py.", "",
             "import Foundation", "",
             "protocol AppComposition: AnyObject, Sendable {"]
    lines += [f"    var {s.name}: {s.exposed_type} {{ get }}" for s in services]
    lines.append("}")
    for environment in list(environments) + (["test"] if with_test else []):
        lines.append("")
        lines.append(hand_written_class(services, environment, environment.capitalize() + "Composition"))
    return "\n".join(lines) + "\n"


def lazy_var_composition(services):
    """The prod graph composed with plain `lazy var`s and no lock: the floor of a composition
    that builds each singleton on first use (not thread-safe; the cold start's lock-free baseline)."""
    lines = ["/// The prod graph composed by hand with plain `lazy var`s and no lock (not thread-safe).",
             "final class ProdLazyVarComposition {"]
    for service in services:
        if service.transient:
            lines.append(f"    var {service.name}: {service.exposed_type} {{ {construction(service, 'prod')} }}")
        else:
            lines.append(f"    lazy var {service.name}: {service.exposed_type} = {construction(service, 'prod')}")
    lines.append("}")
    return lines


def every_service(services):
    """Functions that create a graph, read each service once, in declaration order, folding the
    instances' identities into a checksum so the optimizer cannot drop a construction, and
    release it; and the lock-free composition the third one reads. Each body differs, so the
    optimizer cannot merge them into one function that callgrind's `--toggle-collect` would
    miss, and their names (`coldLaunch...`) match nothing else in the program."""
    lines = ["// Reads every service of the synthetic graph once, written by synthetic_graph.py.", ""]
    lines += lazy_var_composition(services) + [""]
    for owner in ("ProdComponent", "ProdComposition", "ProdLazyVarComposition"):
        lines.append(f"/// Creates a `{owner}`, reads every service once and releases it.")
        lines.append("@inline(never)")
        lines.append(f"func coldLaunch{owner}() -> Int {{")
        lines.append(f"    let graph = {owner}()")
        lines.append("    var checksum = 0")
        for service in services:
            lines.append(f"    checksum &+= ObjectIdentifier(graph.{service.name}).hashValue")
        lines.append("    withExtendedLifetime(graph) {}")
        lines.append("    return checksum")
        lines.append("}")
        lines.append("")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("output")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--environments", default="dev,staging,prod")
    parser.add_argument("--chain", action="store_true", help="s_i depends only on s_(i-1)")
    arguments = parser.parse_args()
    environments = [name for name in arguments.environments.split(",") if name]
    if arguments.chain:
        services = make_chain(arguments.count)
    else:
        services = make_graph(arguments.count, arguments.seed)
    os.makedirs(arguments.output, exist_ok=True)
    files = {
        "services.json": manifest(services, environments),
        "Stubs.swift": stubs(services),
        "HandWritten.swift": hand_written(services, environments),
        "EveryService.swift": every_service(services),
    }
    for name, text in files.items():
        with open(os.path.join(arguments.output, name), "w", encoding="utf-8") as file:
            file.write(text)


if __name__ == "__main__":
    main()
