import Testing

/// Mistakes in the manifest's shape: each at its exact line and column.
@Suite struct ManifestDiagnosticTests {
    @Test func topLevelMustBeAnObject() {
        #expect(diagnose("[]") == ["services.json:1:1: error: the manifest must be a JSON object, found an array [#WrongValueKind]"])
    }

    @Test func missingRequiredKeys() {
        #expect(
            diagnose("{\n}") == [
                "services.json:1:1: error: the manifest is missing the required key 'services' [#MissingRequiredKey]",
                "services.json:1:1: error: the manifest is missing the required key 'version' [#MissingRequiredKey]",
            ])
        let text = manifest(
            services: """
                    "a": {"real": "A"},
                    "b": {"type": "B", "real": {"dependencies": []}}
                """)
        #expect(
            diagnose(text) == [
                "services.json:4:10: error: service 'a' is missing the required key 'type' [#MissingRequiredKey]",
                "services.json:5:32: error: the real implementation of service 'b' needs a 'type' (an initializer) or a 'factory' (a static member) [#MissingTypeOrFactory]",
            ])
    }

    @Test func versionMustBeOne() {
        #expect(
            diagnose("{\"version\": 2, \"services\": {}}") == [
                "services.json:1:13: error: unsupported manifest version 2; this servicegraph reads version 1 [#UnsupportedVersion]"
            ])
        #expect(
            diagnose("{\"version\": \"1\", \"services\": {}}") == [
                "services.json:1:13: error: expected 'version' to be the number 1, found a string [#UnsupportedVersion]"
            ])
    }

    @Test func wrongValueTypes() {
        let text = """
            {
              "version": 1,
              "imports": "Foundation",
              "services": {
                "a": {"type": "A", "real": 7, "lifetime": 3, "doc": false},
                "b": {"type": ["B"], "real": {"type": "B", "dependencies": "a"}}
              }
            }
            """
        #expect(
            diagnose(text) == [
                "services.json:3:14: error: expected 'imports' to be an array of module names, found a string [#WrongValueKind]",
                "services.json:5:32: error: expected 'real' of service 'a' to be a type name or an object with \"type\" or \"factory\" and \"dependencies\", found a number [#WrongValueKind]",
                "services.json:5:47: error: expected 'lifetime' of service 'a' to be one of \"singleton\", \"transient\", \"weak\", found a number [#WrongValueKind]",
                "services.json:5:57: error: expected 'doc' of service 'a' to be a string, found a boolean [#WrongValueKind]",
                "services.json:6:19: error: expected 'type' of service 'b' to be a string, found an array [#WrongValueKind]",
                "services.json:6:64: error: expected 'dependencies' to be an array of service names, found a string [#WrongValueKind]",
            ])
        #expect(
            diagnose("{\"version\": 1, \"services\": []}") == [
                "services.json:1:28: error: expected 'services' to be an object, found an array [#WrongValueKind]"
            ])
    }

    @Test func unknownKeysSuggestTheNearestKnownKey() {
        let text = """
            {
              "version": 1,
              "servics": {},
              "services": {
                "a": {"type": "A", "real": {"type": "A", "dependecies": []}, "lifetme": "transient", "colour": "red"}
              }
            }
            """
        #expect(
            diagnose(text) == [
                "services.json:3:3: error: unknown key 'servics' in the manifest; did you mean 'services'? [#UnknownKey]",
                "services.json:5:46: error: unknown key 'dependecies' in the real implementation of service 'a'; did you mean 'dependencies'? [#UnknownKey]",
                "services.json:5:66: error: unknown key 'lifetme' in service 'a'; did you mean 'lifetime'? [#UnknownKey]",
                "services.json:5:90: error: unknown key 'colour' in service 'a' (expected one of: type, real, mock, variants, fallback, lifetime, eager, isolation, sendable, bind, parameters, alias, elements, collects, mayBeEmpty, contributes, in, doc) [#UnknownKey]",
            ])
    }

    @Test func duplicateKeysAtEveryLevel() {
        let text = """
            {
              "version": 1,
              "services": {
                "a": {"type": "A", "real": "A", "type": "B"},
                "a": {"type": "A", "real": "A"}
              },
              "version": 1
            }
            """
        #expect(
            diagnose(text) == [
                "services.json:4:37: error: duplicate key 'type'; JSON readers would silently keep only one of them [#DuplicateKey]",
                "services.json:4:11: note: 'type' first appears here",
                "services.json:5:5: error: duplicate key 'a'; JSON readers would silently keep only one of them [#DuplicateKey]",
                "services.json:4:5: note: 'a' first appears here",
                "services.json:7:3: error: duplicate key 'version'; JSON readers would silently keep only one of them [#DuplicateKey]",
                "services.json:2:3: note: 'version' first appears here",
            ])
    }

    @Test func invalidServiceNames() {
        let text = manifest(
            services: """
                    "Logger": {"type": "L", "real": "L"},
                    "HTTPClient": {"type": "H", "real": "H"},
                    "my-service": {"type": "M", "real": "M"},
                    "2fa": {"type": "T", "real": "T"},
                    "environment": {"type": "E", "real": "E"},
                    "init": {"type": "I", "real": "I"},
                    "self": {"type": "S", "real": "S"},
                    "naïve": {"type": "N", "real": "N"}
                """)
        #expect(
            errors(text) == [
                "services.json:4:5: error: 'Logger' is not a valid service name: it becomes a property, so it must start with a lowercase ASCII letter and contain only letters, digits and underscores; did you mean 'logger'? [#InvalidName]",
                "services.json:5:5: error: 'HTTPClient' is not a valid service name: it becomes a property, so it must start with a lowercase ASCII letter and contain only letters, digits and underscores; did you mean 'httpClient'? [#InvalidName]",
                "services.json:6:5: error: 'my-service' is not a valid service name: it becomes a property, so it must start with a lowercase ASCII letter and contain only letters, digits and underscores; did you mean 'myService'? [#InvalidName]",
                "services.json:7:5: error: '2fa' is not a valid service name: it becomes a property, so it must start with a lowercase ASCII letter and contain only letters, digits and underscores [#InvalidName]",
                "services.json:8:5: error: 'environment' cannot be a service name: every component already has an 'environment' property [#ReservedName]",
                "services.json:9:5: error: 'init' cannot be a service name: 'init' is the component's initializer [#ReservedName]",
                "services.json:10:5: error: 'self' cannot be a service name: 'self' always means the component itself [#ReservedName]",
                "services.json:11:5: error: 'naïve' is not a valid service name: it becomes a property, so it must start with a lowercase ASCII letter and contain only letters, digits and underscores [#InvalidName]",
            ])
    }

    @Test func typeStringsThatAreNotTypesAreRejected() {
        let text = manifest(
            services: """
                    "a": {"type": "Foo; import Darwin", "real": "A"},
                    "b": {"type": "Foo { }", "real": "B"},
                    "c": {"type": "Foo // x", "real": "C"},
                    "d": {"type": "Foo\\nBar", "real": "D"},
                    "e": {"type": "some Logger", "real": "E"},
                    "f": {"type": "Foo = Bar", "real": "F"},
                    "g": {"type": "(Int, String)", "real": "G"},
                    "h": {"type": "[String: Int", "real": "H"},
                    "i": {"type": "Foo Bar", "real": "I"},
                    "j": {"type": "", "real": "J"},
                    "k": {"type": "class", "real": "K"}
                """)
        #expect(
            errors(text) == [
                "services.json:4:19: error: \'type\' of service 'a' is not a Swift type: it contains ';' [#InvalidType]",
                "services.json:5:19: error: \'type\' of service 'b' is not a Swift type: it contains '{' [#InvalidType]",
                "services.json:6:19: error: \'type\' of service 'c' is not a Swift type: it contains '/' (comments are not allowed) [#InvalidType]",
                "services.json:7:19: error: \'type\' of service 'd' is not a Swift type: it contains a line break [#InvalidType]",
                "services.json:8:19: error: \'type\' of service 'e' is not a Swift type: opaque 'some' types cannot be stored; use 'any' instead [#InvalidType]",
                "services.json:9:19: error: \'type\' of service 'f' is not a Swift type: it contains '=' [#InvalidType]",
                "services.json:10:19: error: \'type\' of service 'g' is not a Swift type: tuples are not supported (parentheses are allowed around a function's parameters, and around an existential or a function type made optional: '(any Clock)?') [#InvalidType]",
                "services.json:11:19: error: \'type\' of service 'h' is not a Swift type: expected ']' after the dictionary's value type, found the end [#InvalidType]",
                "services.json:12:19: error: \'type\' of service 'i' is not a Swift type: unexpected 'Bar' after 'Foo' [#InvalidType]",
                "services.json:13:19: error: \'type\' of service 'j' is not a Swift type: it is empty [#InvalidType]",
                "services.json:14:19: error: \'type\' of service 'k' is not a Swift type: 'class' is a Swift keyword, not a type name [#InvalidType]",
            ])
    }

    @Test func implementationsMustBeConcreteTypeNames() {
        let text = manifest(
            services: """
                    "a": {"type": "any A", "real": "any A", "mock": "[A]"},
                    "b": {"type": "B", "real": {"type": "B()"}}
                """)
        #expect(
            errors(text) == [
                "services.json:4:36: error: the real implementation of service 'a' must name a concrete type such as \"ConsoleLogger\" or \"Cache<String>\": it is called as an initializer, so 'any A' cannot be used [#ImplementationNotConcrete]",
                "services.json:4:53: error: the mock implementation of service 'a' must name a concrete type such as \"ConsoleLogger\" or \"Cache<String>\": it is called as an initializer, so '[A]' cannot be used [#ImplementationNotConcrete]",
                "services.json:5:41: error: the real implementation of service 'b' is not a Swift type: '(' after 'B': write the type's name alone, and its initializer's arguments in \"dependencies\" [#InvalidType]",
            ])
    }

    @Test func badEnumerationValuesSuggestTheNearestChoice() {
        let text = """
            {
              "version": 1,
              "access": "pubic",
              "environments": {"dev": "mok", "qa": "fake"},
              "services": {
                "a": {"type": "A", "real": "A", "lifetime": "singelton"}
              }
            }
            """
        #expect(
            errors(text) == [
                "services.json:3:13: error: 'pubic' is not a valid value for access; did you mean 'public'? [#InvalidChoice]",
                "services.json:4:27: error: the environment 'dev' binds 'mok', which no service implements: write \"real\", \"mock\" or a variant declared under a service's \"variants\"; did you mean 'mock'? [#UnknownImplementation]",
                "services.json:4:40: error: the environment 'qa' binds 'fake', which no service implements: write \"real\", \"mock\" or a variant declared under a service's \"variants\" [#UnknownImplementation]",
                "services.json:6:49: error: 'singelton' is not a valid value for 'lifetime' of service 'a'; did you mean 'singleton'? [#InvalidChoice]",
            ])
    }

    @Test func environmentNames() {
        let text = manifest(services: "", environments: #"{"test": "mock", "QA": "real", "app": "real", "beta-1": "real"}"#)
        #expect(
            errors(text) == [
                "services.json:3:20: error: 'test' cannot be an environment name: 'test' is reserved: TestComponent is always generated [#ReservedName]",
                "services.json:3:36: error: 'QA' is not a valid environment name: it becomes an enum case, so it must start with a lowercase ASCII letter and contain only letters, digits and underscores; did you mean 'qa'? [#InvalidName]",
                "services.json:3:50: error: 'app' cannot be an environment name: the environment 'app' would generate 'AppComponent', the name of the protocol every component conforms to [#ReservedName]",
                "services.json:3:65: error: 'beta-1' is not a valid environment name: it becomes an enum case, so it must start with a lowercase ASCII letter and contain only letters, digits and underscores; did you mean 'beta1'? [#InvalidName]",
            ])
    }

    @Test func importsMustBeModuleNames() {
        let text = """
            {"version": 1, "services": {}, "imports": ["Foundation", "Foundation", "Foo Bar", 3]}
            """
        #expect(
            diagnose(text) == [
                "services.json:1:58: error: 'Foundation' is imported twice [#ListedTwice]",
                "services.json:1:44: note: 'Foundation' is first imported here",
                "services.json:1:72: error: 'Foo Bar' is not a module name; write a module such as \"Foundation\" [#InvalidModuleName]",
                "services.json:1:83: error: expected each import to be a string, found a number [#WrongValueKind]",
            ])
    }

    @Test func bindings() {
        let text = manifest(
            services: """
                    "a": {"type": "A", "real": "A", "mock": "M", "bind": {"prd": "real", "test": "real", "dev": "rael"}},
                    "b": {"type": "B", "real": "B", "bind": {"staging": "mock"}}
                """)
        #expect(
            errors(text) == [
                "services.json:4:59: error: 'bind' of service 'a' names 'prd', which is not an environment; did you mean 'prod'? (environments: dev, staging, prod) [#UnknownEnvironment]",
                "services.json:4:74: error: 'bind' cannot name 'test': TestComponent uses the mock where there is one; pass another implementation to TestComponent's initializer instead [#BindingForTest]",
                "services.json:4:97: error: service 'a' has no implementation named 'rael' to bind in 'dev'; did you mean 'real'? [#UnknownImplementation]",
                "services.json:5:57: error: service 'b' has no mock implementation to bind in 'staging'; add a \"mock\" to the service or remove this binding [#UnknownImplementation]",
            ])
    }

    @Test func badDependencyStrings() {
        let text = manifest(
            services: """
                    "a": {"type": "A", "real": "A"},
                    "b": {"type": "B", "real": {"type": "B", "dependencies": ["a b", "x: y: a", ": a", 4]}}
                """)
        #expect(
            errors(text) == [
                "services.json:5:63: error: 'a b' is not a dependency; write a service name (\"network\"), a labelled one (\"tokens: keychain\"), an unlabelled one (\"_: auth\"), a member of one (\"userID: user.id\"), a provider (\"delegate: provider(coordinator)\"), a child scope's maker (\"makeTab: scope(tab)\") or a labelled value (\"timeout: .minutes(20)\") [#InvalidDependency]",
                "services.json:5:70: error: 'x: y: a' is not a dependency; write a service name (\"network\"), a labelled one (\"tokens: keychain\"), an unlabelled one (\"_: auth\"), a member of one (\"userID: user.id\"), a provider (\"delegate: provider(coordinator)\"), a child scope's maker (\"makeTab: scope(tab)\") or a labelled value (\"timeout: .minutes(20)\") [#InvalidDependency]",
                "services.json:5:81: error: ': a' is not a dependency; write a service name (\"network\"), a labelled one (\"tokens: keychain\"), an unlabelled one (\"_: auth\"), a member of one (\"userID: user.id\"), a provider (\"delegate: provider(coordinator)\"), a child scope's maker (\"makeTab: scope(tab)\") or a labelled value (\"timeout: .minutes(20)\") [#InvalidDependency]",
                "services.json:5:88: error: expected each dependency to be a string, found a number [#WrongValueKind]",
            ])
    }

    @Test func duplicateArgumentLabels() {
        let text = manifest(
            services: """
                    "a": {"type": "A", "real": "A"},
                    "b": {"type": "B", "real": "B"},
                    "c": {"type": "C", "real": {"type": "C", "dependencies": ["a", "a: b", "_: a", "_: b"]}}
                """)
        #expect(
            diagnose(text) == [
                "services.json:6:68: error: argument label 'a' is used twice in the dependencies of service 'c'; give one of them another label (\"otherLabel: b\") [#DuplicateArgumentLabel]",
                "services.json:6:63: note: 'a' is first used here",
            ])
    }

    @Test func everyErrorIsReportedInOneRunSortedByPosition() {
        let text = """
            {
              "version": 3,
              "services": {
                "b": {"type": "B", "real": {"type": "B", "dependencies": ["missing"]}, "lifetime": "forever"},
                "a": {"type": "A;", "real": "A", "mock": {"type": "M", "dependencies": ["a"]}}
              },
              "acess": "public"
            }
            """
        #expect(
            diagnose(text) == [
                "services.json:2:14: error: unsupported manifest version 3; this servicegraph reads version 1 [#UnsupportedVersion]",
                "services.json:4:63: error: 'b' (real: B) depends on 'missing', which is not a service, config value, input or parameter [#UnknownDependency]",
                "services.json:4:88: error: 'forever' is not a valid value for 'lifetime' of service 'b'; use one of \"singleton\", \"transient\", \"weak\" [#InvalidChoice]",
                "services.json:5:19: error: 'type' of service 'a' is not a Swift type: it contains ';' [#InvalidType]",
                "services.json:5:77: error: dependency cycle: a -> a (only in dev and test) [#DependencyCycle]",
                "services.json:7:3: error: unknown key 'acess' in the manifest; did you mean 'access'? [#UnknownKey]",
            ])
    }
}
