#!/usr/bin/env python3
"""Writes the Swinject registrations of a synthetic graph's manifest, as a user writes them.

    swinject_registrations.py SERVICES_JSON OUTPUT_SWIFT

Reads the services.json that synthetic_graph.py writes and emits one `container.register` per
service with its real implementation (the bindings of `prod`): singletons in the `.container`
scope, transients in `.transient`, each dependency fetched with `r.resolve(Type.self)!`. It also
emits `resolveEveryService(from:)`, which the benchmarks call once so that a registration mistake
fails the run instead of going unnoticed. Nobody types 1,000 registrations by hand; this is what
they would type.
"""
import json
import sys


def type_expression(swift_type):
    """`any P` must be parenthesised to take `.self`."""
    return f"({swift_type})" if swift_type.startswith("any ") else swift_type


def dependency_label_and_name(dependency):
    if ":" in dependency:
        label, name = (part.strip() for part in dependency.split(":", 1))
        return label, name
    return dependency, dependency


def registrations(manifest):
    services = manifest["services"]
    lines = [
        "// Swinject registrations of this target's services.json (prod bindings), as a user writes them.",
        "// Written by Scripts/swinject_registrations.py: run Scripts/write_graphs.sh to rewrite it.",
        "",
        "import Swinject",
        "",
        "func registerProdServices(in container: Container) {",
    ]
    for name, service in services.items():
        real = service["real"]
        implementation = real if isinstance(real, str) else real["type"]
        dependencies = [] if isinstance(real, str) else real.get("dependencies", [])
        arguments = []
        for dependency in dependencies:
            label, target = dependency_label_and_name(dependency)
            resolved = f"r.resolve({type_expression(services[target]['type'])}.self)!"
            arguments.append(resolved if label == "_" else f"{label}: {resolved}")
        scope = ".transient" if service.get("lifetime") == "transient" else ".container"
        parameter = "r" if arguments else "_"
        lines.append(
            f"    container.register({type_expression(service['type'])}.self) {{ {parameter} in "
            f"{implementation}({', '.join(arguments)}) }}.inObjectScope({scope})"
        )
    lines += [
        "}",
        "",
        "func resolveEveryService(from resolver: any Resolver) {",
    ]
    for service in services.values():
        lines.append(f"    _ = resolver.resolve({type_expression(service['type'])}.self)!")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    with open(sys.argv[1], encoding="utf-8") as file:
        manifest = json.load(file)
    with open(sys.argv[2], "w", encoding="utf-8") as file:
        file.write(registrations(manifest))


if __name__ == "__main__":
    main()
