/// An implementation's `properties` and `calls`: what is set and called on the instance after it
/// is built (property and method injection), with the same dependency forms as its arguments.
///
///     "properties": ["delegate: coordinator", "logger"]
///     "calls": [{"method": "attach", "dependencies": ["presenter", "_: router"]}]
extension ManifestDecoder {
    mutating func decodeWiring(
        properties: JSONMember?,
        calls: JSONMember?,
        context: String
    ) -> (properties: [Dependency], calls: [MethodCall]) {
        var decodedProperties: [Dependency] = []
        if let properties {
            var firstLocations: [String: SourceLocation] = [:]
            for property in decodeDependencies(properties.value, context: "the properties of \(context)", labelsMustDiffer: false) {
                guard case .named(let name) = property.label else {
                    error(
                        .unnamedProperty, "a property needs a name: write \"delegate: \(property.name)\", not \"_: \(property.name)\"",
                        at: property.location)
                    continue
                }
                if SwiftNames.reservedIdentifiers[name] != nil {
                    error(
                        .reservedName,
                        "'\(name)' cannot be a property's name: after a dot Swift reads it as something else; "
                            + "set the property in the initializer instead", at: property.location)
                    continue
                }
                if let first = firstLocations[name] {
                    error(
                        .propertySetTwice, "property '\(name)' of \(context) is set twice; set it once",
                        at: property.location, notes: [.init("'\(name)' is first set here", at: first)])
                    continue
                }
                firstLocations[name] = property.location
                decodedProperties.append(property)
            }
        }
        var decodedCalls: [MethodCall] = []
        if let calls, let elements = array(calls.value, key: "calls", elementDescription: "method calls") {
            for element in elements {
                guard let members = object(element, describedAs: "each call of \(context)") else { continue }
                let what = "a call of \(context)"
                let fields = checkKeys(members, allowed: Keys.call, required: ["method"], in: what, at: element.location)
                guard let method = fields["method"], let name = string(method.value, describedAs: "'method' of \(what)") else {
                    continue
                }
                guard SwiftNames.isIdentifier(name), SwiftNames.reservedIdentifiers[name] == nil else {
                    error(
                        .invalidName,
                        "'\(printable(name))' is not a method name: write the name alone, such as \"attach\", and list "
                            + "its arguments in 'dependencies'", at: method.value.location)
                    continue
                }
                let dependencies =
                    fields["dependencies"].map {
                        decodeDependencies($0.value, context: "the call of '\(name)' in \(context)")
                    } ?? []
                var call = MethodCall(name: Located(name, at: method.value.location), dependencies: dependencies)
                if let field = fields["throws"], bool(field.value, describedAs: "'throws' of \(what)") == true {
                    call.throwsLocation = field.value.location
                }
                if let field = fields["async"], bool(field.value, describedAs: "'async' of \(what)") == true {
                    call.asyncLocation = field.value.location
                }
                decodedCalls.append(call)
            }
        }
        return (decodedProperties, decodedCalls)
    }
}
