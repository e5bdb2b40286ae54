/// Looking at a manifest's graph without generating code: `servicegraph graph` and `diff`.
extension ComponentGenerator {
    public enum InspectionError: Error, Equatable {
        /// The manifest has errors; they are in the diagnostics.
        case invalidManifest([Diagnostic])
        /// No environment has this name.
        case unknownEnvironment(String, known: [String])

        public var message: String {
            switch self {
            case .invalidManifest(let diagnostics):
                return "the manifest has \(diagnostics.filter { $0.severity == .error }.count) error(s)"
            case .unknownEnvironment(let name, let known):
                return "no environment is named '\(name)'"
                    + NameSuggestion.didYouMean(name, among: known) + " (environments: \(known.joined(separator: ", ")))"
            }
        }
    }

    /// The graph of every environment (and `test`), or of `environment` only, in `format`.
    public static func graph(
        manifest bytes: [UInt8], format: GraphFormat, environment: String? = nil,
        moduleName: String? = nil, modules: [ModuleManifest] = []
    ) -> Swift.Result<String, InspectionError> {
        graphSet(bytes, moduleName: moduleName, modules: modules).flatMap { graphs in
            guard let environment else { return .success(format.render(graphs)) }
            return select(environment, from: graphs.environments).map { format.render(graphs.showing([$0])) }
        }
    }

    /// What `from` and `to` bind differently, in every scope.
    public static func diff(
        manifest bytes: [UInt8], from: String, to: String, moduleName: String? = nil, modules: [ModuleManifest] = []
    ) -> Swift.Result<EnvironmentDiff, InspectionError> {
        graphSet(bytes, moduleName: moduleName, modules: modules).flatMap { graphs in
            select(from, from: graphs.environments).flatMap { old in
                select(to, from: graphs.environments).map { new in EnvironmentDiff(from: old, to: new) }
            }
        }
    }

    private static func graphSet(
        _ bytes: [UInt8], moduleName: String?, modules: [ModuleManifest]
    ) -> Swift.Result<GraphSet, InspectionError> {
        let reading = read(bytes, moduleName: moduleName, modules: modules)
        guard let plan = reading.plan else { return .failure(.invalidManifest(reading.diagnostics)) }
        return .success(GraphDescription.all(for: plan))
    }

    private static func select(_ name: String, from graphs: [GraphDescription]) -> Swift.Result<GraphDescription, InspectionError> {
        guard let graph = graphs.first(where: { $0.environment == name }) else {
            return .failure(.unknownEnvironment(name, known: graphs.map(\.environment)))
        }
        return .success(graph)
    }
}
