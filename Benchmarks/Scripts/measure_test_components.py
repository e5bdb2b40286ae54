#!/usr/bin/env python3
"""Measurement 13: what a test pays per test component it makes (issue 23).

    measure_test_components.py [--smoke] [--repetitions R] [--results-dir DIR]

For the 1,000- and 10,000-service synthetic graphs: compiles the graph's module once (stubs and
generated code, `-enable-testing`), then a test module that imports it with `@testable import`,
with no call and with 20 calls of `TestComponent.replacing { $0.sA = ...; $0.sB = ... }`, two
replacements each; for a graph of at most 300 services also with 20 calls of `TestComponent(sA:
..., sB: ...)` (the initializer with one defaulted argument per service, which larger graphs'
test components do not have: `ComponentEmitter.maximumServiceArguments`). One `swiftc -Onone` process each, R times, interleaved.
A call's cost is (the module with 20 calls - the module with none) / 20: what adding a test that
makes a test component adds to the build of its test target.

--smoke: the 100-service graph only, one or two repetitions. Writes test-components.json.
"""
import json
import os
import tempfile

from measure_compile import SWIFTC, build_runtime, c_module_flags
from results import (generator_for, measurement, parse_arguments, row, run_checked,
                     write_results, write_synthetic_graph)

COMMAND = "cd Benchmarks && Scripts/measure_test_components.py"
CALLS = 20
# Above this many services, a test component has no initializer with one argument per service.
MAXIMUM_SERVICE_ARGUMENTS = 300
FORMS = {
    "initializer": lambda a, b: f"    _ = TestComponent({a[0]}: {a[1]}(), {b[0]}: {b[1]}())\n",
    "replacing": lambda a, b: f"    _ = TestComponent.replacing {{ $0.{a[0]} = {a[1]}(); $0.{b[0]} = {b[1]}() }}\n",
}


def write_tests(directory, manifest):
    """The test files: none, and CALLS calls of each form, each replacing two mocked services."""
    with open(manifest, encoding="utf-8") as file:
        services = json.load(file)["services"]
    mocks = [(name, service["mock"]) for name, service in services.items() if isinstance(service.get("mock"), str)]
    # Distinct services where the graph has enough mocked ones (the small smoke graph has not).
    pairs = [tuple(sorted((mocks[2 * index % len(mocks)], mocks[(2 * index + 1) % len(mocks)]),
                          key=lambda mock: int(mock[0][1:])))
             for index in range(CALLS)]
    files = {"none": os.path.join(directory, "None.swift")}
    with open(files["none"], "w", encoding="utf-8") as file:
        file.write("@testable import Graph\n")
    for form, call in FORMS.items():
        files[form] = os.path.join(directory, f"{form}.swift")
        with open(files[form], "w", encoding="utf-8") as file:
            file.write("@testable import Graph\n\nfunc tests() {\n" + "".join(call(a, b) for a, b in pairs) + "}\n")
    return files


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=5)
    sizes = [100] if arguments.smoke else [1000, 10000]
    work = tempfile.mkdtemp(prefix="servicegraph-test-components-")
    tool, _ = generator_for(arguments.smoke)
    c_flags = c_module_flags(work)
    runtime = os.path.join(work, "runtime")
    build_runtime(["-Onone"], runtime, c_flags)
    measurements, facts = [], {"calls": CALLS, "replacements per call": 2}
    for size in sizes:
        graph = os.path.join(work, f"graph{size}")
        write_synthetic_graph(size, graph)
        manifest = os.path.join(graph, "services.json")
        generated = os.path.join(graph, "Generated.swift")
        run_checked([tool, "generate", manifest, "--output", generated])
        search = c_flags + ["-I", runtime, "-I", graph]
        run_checked(SWIFTC + ["-Onone", "-enable-testing"] + search + [
            "-module-name", "Graph", "-emit-module", "-emit-module-path", os.path.join(graph, "Graph.swiftmodule"),
            os.path.join(graph, "Stubs.swift"), generated], log_path=os.path.join(graph, "graph.log"))
        files = write_tests(graph, manifest)
        if size > MAXIMUM_SERVICE_ARGUMENTS:
            del files["initializer"]
        seconds = {name: [] for name in files}
        for _ in range(arguments.repetitions):
            for name, path in files.items():
                argv = SWIFTC + ["-Onone"] + search + ["-module-name", "Tests", "-emit-module", "-emit-module-path",
                                                       os.path.join(graph, "Tests.swiftmodule"), path]
                seconds[name].append(run_checked(argv, log_path=os.path.join(graph, "tests.log")).seconds)
        # Per call: each repetition's module with calls against the same repetition's module without.
        rows = [row(f"TestComponent.{form}" if form == "replacing" else "TestComponent(...) initializer",
                    [(with_calls - without) / CALLS * 1000
                     for with_calls, without in zip(seconds[form], seconds["none"])])
                for form in FORMS if form in files]
        measurements.append(measurement(
            f"13-test-component-call-{size}",
            f"Build time a test adds per test component it makes, {size:,}-service graph (two replacements)",
            "ms", COMMAND, "TestComponent(...) initializer" if "initializer" in files else None, rows,
            f"One `swiftc -Onone` process per compile of the test module (the graph's module compiled once), "
            f"with {CALLS} calls and with none, interleaved; (with - without) / {CALLS}."))
        facts[f"test module without calls, {size:,} services (s)"] = round(min(seconds["none"]), 3)
    write_results(arguments.results_dir, "test-components.json", measurements, facts)


if __name__ == "__main__":
    main()
