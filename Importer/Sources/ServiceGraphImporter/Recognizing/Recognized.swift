/// Everything every recognizer found in every file, joined into one list of registrations once
/// all files are read: a dependency key's parts and a container's extensions may be anywhere.
struct Recognized {
    private var found: [Registration] = []
    private var findings: [Finding] = []
    private var conformances: [DependencyKeys.Conformance] = []
    private var values: [DependencyKeys.Value] = []
    private var members: [DependencyKeys.Member] = []
    private var containers: [ContainerDeclaration] = []
    private var importsByFile: [(path: String, modules: [String])] = []
    private(set) var namesInUse: [(key: ServiceKey, name: String)] = []
    private(set) var protocols: Set<String> = []
    private(set) var privateTypes: Set<String> = []

    mutating func read(_ file: ParsedFile, factoryIndex: FactoryIndex) {
        let calls = RegisterCalls(file: file, factoryNames: factoryIndex.names)
        calls.walk(file.tree)
        let factories = FactoryRegistrations(file: file, index: factoryIndex)
        factories.walk(file.tree)
        let dependencyKeys = DependencyKeys(file: file)
        dependencyKeys.walk(file.tree)
        let containerParts = ContainerDeclaration.Finder(file: file)
        containerParts.walk(file.tree)
        let declarations = FileDeclarations(file: file)
        declarations.walk(file.tree)
        found += calls.registrations + factories.registrations
        findings += calls.findings + factories.findings + (declarations.syntaxError.map { [$0] } ?? [])
        namesInUse += calls.namesInUse
        conformances += dependencyKeys.conformances
        values += dependencyKeys.values
        members += dependencyKeys.members
        for (typeName, part, isDeclaration) in containerParts.parts {
            if let index = containers.firstIndex(where: { $0.typeName == typeName }) {
                containers[index].parts.append(part)
                containers[index].isDeclared = containers[index].isDeclared || isDeclaration
            } else {
                containers.append(ContainerDeclaration(typeName: typeName, parts: [part], isDeclared: isDeclaration))
            }
        }
        protocols.formUnion(declarations.protocols)
        privateTypes.formUnion(declarations.privateTypes)
        importsByFile.append((file.path, declarations.imports))
    }

    /// The registrations of every style, and what was found outside any one registration.
    func registrations() -> (registrations: [Registration], findings: [Finding]) {
        let dependencies = DependencyKeys.registrations(conformances: conformances, values: values, members: members)
        return (
            found + dependencies.registrations + ContainerMembers.registrations(of: containers),
            findings + dependencies.findings
        )
    }

    /// The modules the files that register something import, but the containers' own.
    func imports(of registrations: [Registration], leaving containerModules: Set<String>) -> [String] {
        let registering = Set(registrations.map(\.spot.file))
        var modules: [String] = []
        for (path, imported) in importsByFile where registering.contains(path) {
            for module in imported where !containerModules.contains(module) && !modules.contains(module) { modules.append(module) }
        }
        return modules
    }
}
