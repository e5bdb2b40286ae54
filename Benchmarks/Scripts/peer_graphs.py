"""The graph of measurement 18 written for ServiceGraph, SafeDI and Factory, for measure_peers.py.

The graph is synthetic_graph.py's (seed 7; 400 services in the committed run): each service
depends on up to three earlier ones, every fifth is transient, and all three targets hold the
same types: concrete final classes that keep what they receive in `let`s, with no protocols and
no mocks, since SafeDI and Factory wire one implementation each here. Each target also gets
`Entry.swift`: `coldLaunch()` (make the graph, read every service once, fold the instances'
identities into a checksum, release it) and `warmRead(_:)` (read one singleton in a loop), the
functions the launcher calls.

- **ServiceGraph**: services.json with one environment, `prod`, every fifth service transient.
- **SafeDI** (1.5.x): each type `@Instantiable`, receiving its dependencies with `@Received`; a
  root (`@Instantiable(isRoot: true)`) instantiates every service once, since SafeDI builds its
  tree eagerly and has no transient lifetime: a service is built once where ServiceGraph and
  Factory build a transient again for each service that needs it.
- **Factory** (3.x): an extension of `Container`, one `Factory` per service, `.cached` (kept by
  the container) for singletons and the default (`.unique`) for transients.

`edit(...)` changes one service's last dependency to another earlier service in each system's own
files (the manifest and the type; the type alone; the registration and the type), as a user's
edit of one dependency would, keeping every file's lines.
"""
import json

from synthetic_graph import make_graph

SEED = 7
SERVICEGRAPH, SAFEDI, FACTORY = "ServiceGraph", "SafeDI", "Factory"
TARGETS = {SERVICEGRAPH: "ServiceGraphGraph", SAFEDI: "SafeDIGraph", FACTORY: "FactoryGraph"}


def graph(count):
    return make_graph(count, SEED)


def type_of(index):
    return f"Service{index}Impl"


def kept_type(service, dependencies, prefix=""):
    """A final class keeping each dependency in a `let`; `prefix` goes before the declaration (SafeDI's macro)."""
    parameters = ", ".join(f"s{d}: {type_of(d)}" for d in dependencies)
    lines = [f"{prefix}public final class {type_of(service.index)}{': Instantiable' if prefix else ': Sendable'} {{",
             f"    public init({parameters}) {{"]
    lines += [f"        self.s{d} = s{d}" for d in dependencies] + ["    }"]
    attribute = "@Received " if prefix else ""
    lines += [f"    {attribute}let s{d}: {type_of(d)}" for d in dependencies] + ["}", ""]
    return lines


def types_file(services, dependencies_of, safedi=False):
    lines = ["// Written by Benchmarks/Scripts/peer_graphs.py.", ""] + (["import SafeDI", ""] if safedi else [])
    for service in services:
        lines += kept_type(service, dependencies_of(service), "@Instantiable\n" if safedi else "")
    return "\n".join(lines)


def manifest(services, dependencies_of):
    """services.json, one dependency per line (as synthetic_graph.py writes it)."""
    entries = {}
    for service in services:
        real = {"type": type_of(service.index)}
        if dependencies_of(service):
            real["dependencies"] = [f"s{d}" for d in dependencies_of(service)]
        entry = {"type": type_of(service.index), "real": real}
        if service.transient:
            entry["lifetime"] = "transient"
        entries[service.name] = entry
    return json.dumps({"version": 1, "environments": {"prod": "real"}, "services": entries}, indent=2) + "\n"


def safedi_root(services):
    lines = ["// Written by Benchmarks/Scripts/peer_graphs.py.", "", "import SafeDI", "",
             "@Instantiable(isRoot: true)", "public final class Root: Instantiable {",
             "    public init(" + ", ".join(f"s{s.index}: {type_of(s.index)}" for s in services) + ") {"]
    lines += [f"        self.s{s.index} = s{s.index}" for s in services] + ["    }"]
    lines += [f"    @Instantiated public let s{s.index}: {type_of(s.index)}" for s in services] + ["}", ""]
    return "\n".join(lines)


def factory_container(services, dependencies_of):
    lines = ["// Written by Benchmarks/Scripts/peer_graphs.py.", "", "import FactoryKit", "",
             "extension Container {"]
    for service in services:
        arguments = ", ".join(f"s{d}: self.s{d}()" for d in dependencies_of(service))
        scope = "" if service.transient else ".cached"
        lines.append(f"    var s{service.index}: Factory<{type_of(service.index)}> "
                     f"{{ self {{ {type_of(service.index)}({arguments}) }}{scope} }}")
    return "\n".join(lines + ["}", ""])


def entry(system, services, warm):
    """Entry.swift: the functions the launcher calls, public, in each graph's module."""
    make = {SERVICEGRAPH: "ProdComponent()", SAFEDI: "Root()", FACTORY: "Container()"}[system]
    read = {SERVICEGRAPH: "graph.s{}", SAFEDI: "graph.s{}", FACTORY: "graph.s{}()"}[system]
    lines = ["// Written by Benchmarks/Scripts/peer_graphs.py.", ""] + (["import FactoryKit", ""] if system == FACTORY else [])
    lines += ["public enum Entry {",
              "    /// Makes the graph, reads every service once and releases it.",
              "    @inline(never)",
              "    public static func coldLaunch() -> Int {",
              f"        let graph = {make}",
              "        var checksum = 0"]
    lines += [f"        checksum &+= ObjectIdentifier({read.format(s.index)}).hashValue" for s in services]
    lines += ["        withExtendedLifetime(graph) {}", "        return checksum", "    }", "",
              f"    /// Reads the singleton `s{warm}` `count` times from one graph, built before the loop.",
              "    @inline(never)",
              "    public static func warmRead(_ count: Int) -> Int {",
              f"        let graph = {make}",
              f"        _ = {read.format(warm)}",
              "        var checksum = 0",
              "        for _ in 0..<count {",
              f"            checksum &+= ObjectIdentifier({read.format(warm)}).hashValue",
              "        }", "        return checksum", "    }", "}", ""]
    return "\n".join(lines)


class DependencyChange:
    """One service's last dependency replaced by another earlier service, in every system's files."""

    def __init__(self, services):
        self.service = next(s for s in services[len(services) // 2:] if len(s.dependencies) >= 2 and not s.transient)
        taken = set(self.service.dependencies)
        self.replacement = next(d for d in range(self.service.index - 1, -1, -1) if d not in taken)
        self.changed = False

    def dependencies_of(self, service):
        if self.changed and service is self.service:
            return self.service.dependencies[:-1] + [self.replacement]
        return service.dependencies

    @property
    def description(self):
        return (f"s{self.service.index}: its last dependency, s{self.service.dependencies[-1]}, "
                f"replaced by s{self.replacement} (no file's lines move)")
