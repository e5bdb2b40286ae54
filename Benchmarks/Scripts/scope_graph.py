#!/usr/bin/env python3
"""Writes a synthetic app of N services with an `account` scope of 100 services, for the
child-creation benchmarks.

    scope_graph.py N OUTPUT_DIR [--seed S]

OUTPUT_DIR receives:
  services.json     synthetic_graph.py's app of N services (same seed, same graph) plus
                    "scopes": {"account": ...}: an input `user: BenchUser` and 100 services
                    `accountService0`..., each depending on `user` and on three earlier services:
                    two of the scope's own (fewer for the first two) and the rest from the app,
                    every fifth transient, the rest singletons (real implementations only);
  Stubs.swift       the app's stub types, `BenchUser` and the scope's stub types;
  HandWritten.swift the same composed by hand: synthetic_graph.py's `ProdComposition` (its only
                    environment class: the benchmarks use prod) and `HandWrittenAccount`, what a
                    careful engineer writes for a child of it: the parent and the user in `let`s,
                    one recursive lock and an optional per singleton, nothing built at init.

Every account service depends on three others whatever N is, so the scope's graph has the same
shape for every app size: only the app services it reaches into change.
"""
import argparse
import json
import os

from synthetic_graph import SplitMix64, hand_written, make_graph, manifest, stubs

SCOPE = "account"
SCOPE_SERVICES = 100  # Sources/ScopeGraphN/ScopeGraphNCreation.swift reads the last one, accountService99
APP_CLASS = "ProdComposition"
ACCOUNT_CLASS = "HandWrittenAccount"


class ScopeService:
    def __init__(self, index, scope_dependencies, app_dependencies):
        self.index = index
        self.name = f"accountService{index}"
        self.type = f"AccountService{index}"
        self.scope_dependencies = scope_dependencies  # indices of earlier account services
        self.app_dependencies = app_dependencies  # indices of app services
        self.transient = index % 5 == 4

    def dependency_names(self):
        return (["user"] + [f"accountService{d}" for d in self.scope_dependencies]
                + [f"s{d}" for d in self.app_dependencies])


def distinct_below(rng, bound, count):
    chosen = []
    while len(chosen) < count:
        candidate = rng.below(bound)
        if candidate not in chosen:
            chosen.append(candidate)
    return sorted(chosen)


def make_scope(count, app_size, seed):
    # A PRNG of its own, so the app's graph is exactly synthetic_graph.py's for the same seed.
    rng = SplitMix64(seed ^ 0x5C09E)
    services = []
    for index in range(count):
        own = distinct_below(rng, index, min(2, index))
        services.append(ScopeService(index, own, distinct_below(rng, app_size, min(3 - len(own), app_size))))
    return services


def scoped_manifest(app, scope, environments):
    document = json.loads(manifest(app, environments))
    entries = {}
    for service in scope:
        entry = {"type": service.type,
                 "real": {"type": service.type, "dependencies": service.dependency_names()}}
        if service.transient:
            entry["lifetime"] = "transient"
        entries[service.name] = entry
    document["scopes"] = {SCOPE: {
        "doc": "What exists while a user is signed in.",
        "inputs": {"user": {"type": "BenchUser"}},
        "services": entries,
    }}
    return json.dumps(document, indent=2) + "\n"


def scoped_stubs(app, scope):
    app_part = stubs(app).split("\n", 1)[1]  # without its first line, which names synthetic_graph.py
    lines = ["// Stub types for a synthetic app and its account scope, written by scope_graph.py.",
             app_part, "final class BenchUser: Sendable {",
             "    let id: Int", "    init(id: Int) { self.id = id }", "}"]
    for service in scope:
        parameters = ["user: BenchUser"]
        parameters += [f"accountService{d}: AccountService{d}" for d in service.scope_dependencies]
        parameters += [f"s{d}: {app[d].exposed_type}" for d in service.app_dependencies]
        lines.append(f"final class {service.type}: Sendable {{ init({', '.join(parameters)}) {{}} }}")
    return "\n".join(lines) + "\n"


def account_construction(service):
    arguments = ["user: user"]
    arguments += [f"accountService{d}: accountService{d}" for d in service.scope_dependencies]
    arguments += [f"s{d}: parent.s{d}" for d in service.app_dependencies]
    return f"{service.type}({', '.join(arguments)})"


def hand_written_account(scope):
    lines = [
        "/// The `account` scope composed by hand: a child of the app's composition that lives while",
        "/// a user is signed in. Creating one stores the parent and the user and builds nothing.",
        f"final class {ACCOUNT_CLASS}: @unchecked Sendable {{",
        f"    let parent: {APP_CLASS}",
        "    let user: BenchUser",
        "    // Recursive: a service is built under the lock and reads the services it depends on.",
        "    private let lock = NSRecursiveLock()",
    ]
    lines += [f"    private var _{s.name}: {s.type}?" for s in scope if not s.transient]
    lines += ["", f"    init(parent: {APP_CLASS}, user: BenchUser) {{",
              "        self.parent = parent", "        self.user = user", "    }"]
    for service in scope:
        lines += ["", f"    var {service.name}: {service.type} {{"]
        if service.transient:
            lines.append(f"        {account_construction(service)}")
        else:
            lines += ["        lock.lock()",
                      "        defer { lock.unlock() }",
                      f"        if let existing = _{service.name} {{ return existing }}",
                      f"        let made = {account_construction(service)}",
                      f"        _{service.name} = made",
                      "        return made"]
        lines.append("    }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def hand_written_file(app, scope):
    # synthetic_graph.py's file without its first line, which names only that script.
    app_part = hand_written(app, ["prod"], with_test=False).split("\n", 1)[1]
    return ("// The synthetic app and its account scope composed by hand, written by scope_graph.py.\n"
            + app_part + "\n" + hand_written_account(scope))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int, help="services in the app")
    parser.add_argument("output")
    parser.add_argument("--seed", type=int, default=7)
    arguments = parser.parse_args()
    environments = ["dev", "staging", "prod"]
    app = make_graph(arguments.count, arguments.seed)
    scope = make_scope(SCOPE_SERVICES, arguments.count, arguments.seed)
    os.makedirs(arguments.output, exist_ok=True)
    files = {
        "services.json": scoped_manifest(app, scope, environments),
        "Stubs.swift": scoped_stubs(app, scope),
        "HandWritten.swift": hand_written_file(app, scope),
    }
    for name, text in files.items():
        with open(os.path.join(arguments.output, name), "w", encoding="utf-8") as file:
            file.write(text)


if __name__ == "__main__":
    main()
