import ServiceGraphGenerator
import Testing

/// The checks of the binding vocabulary: config values, inputs, factories, aliases,
/// collections and assisted factories, each at its exact position, all in one run.
@Suite struct VocabularyDiagnosticTests {
    @Test func configInputsFactoriesAliasesAndCollections() {
        let text = #"""
            {
              "version": 1,
              "environments": {"dev": "mock", "prod": "real"},
              "config": {
                "baseURL": {"type": "URL", "value": "https://x"},
                "timeout": {"type": "Int", "value": 1.5, "prd": 3},
                "retries": {"type": "Int", "value": 99999999999999999999},
                "ratio": {"type": "Double", "value": 1e400},
                "flags": {"type": "[Bool]", "value": [true, "no"]},
                "name": {"type": "String", "dev": "a"},
                "logger": {"type": "Bool", "value": true}
              },
              "inputs": {
                "apiKey": {"type": "String", "testDefault": {"factory": "Keys.test", "dependencies": []}},
                "unusedInput": {"type": "Int"}
              },
              "services": {
                "logger": {"type": "L", "real": {"factory": "Logging.make()", "dependencies": ["apiKey"]}},
                "both": {"type": "B", "real": {"type": "B", "factory": "B.shared"}},
                "neither": {"type": "N", "real": {"dependencies": []}},
                "alias1": {"alias": "loger", "real": "X"},
                "alias2": {"alias": "baseURL"},
                "group": {"type": "[L]", "elements": ["logger", "missing"], "lifetime": "transient"}
              }
            }
            """#
        #expect(
            diagnose(text) == [
                "services.json:5:41: error: config 'baseURL' has type 'URL', which JSON cannot write as a literal; name a static member that holds the value, such as {\"code\": \"AppConstants.apiURL\"} [#ConfigTypeNotLiteral]",
                "services.json:6:5: warning: config value 'timeout' is not used by any service [#UnusedDeclaration]",
                "services.json:6:41: error: config 'timeout' is an Int, but 1.5 is not a whole number [#ConfigValueMismatch]",
                "services.json:6:46: error: unknown key 'prd' in config 'timeout'; did you mean 'prod'? [#UnknownKey]",
                "services.json:7:5: warning: config value 'retries' is not used by any service [#UnusedDeclaration]",
                "services.json:7:41: error: config 'retries' is an Int, but 99999999999999999999 is out of its range [#ConfigValueMismatch]",
                "services.json:8:5: warning: config value 'ratio' is not used by any service [#UnusedDeclaration]",
                "services.json:8:42: error: config 'ratio' is a Double, but 1e400 is out of its range [#ConfigValueMismatch]",
                "services.json:9:5: warning: config value 'flags' is not used by any service [#UnusedDeclaration]",
                "services.json:9:49: error: expected each element of config 'flags' to be a Bool, found a string [#ConfigValueMismatch]",
                "services.json:10:5: error: config 'name' has no value for 'prod' and 'test'; give each environment a value, or a default \"value\" [#ConfigValueMissing]",
                "services.json:10:5: warning: config value 'name' is not used by any service [#UnusedDeclaration]",
                "services.json:11:5: warning: config value 'logger' is not used by any service [#UnusedDeclaration]",
                "services.json:14:5: warning: input 'apiKey' is not used by any service [#UnusedDeclaration]",
                "services.json:14:74: error: the testDefault implementation of input 'apiKey' is built with no arguments, so it cannot have 'dependencies' [#InvalidTestDefault]",
                "services.json:15:5: warning: input 'unusedInput' is not used by any service [#UnusedDeclaration]",
                "services.json:18:5: error: 'logger' is declared twice; services, config values and inputs share one namespace, since dependencies name them alone [#DuplicateName]",
                "services.json:11:5: note: 'logger' is first declared here",
                "services.json:18:49: error: 'factory' of the real implementation of service 'logger' must be a static member written as names separated by dots, such as \"FileStorage.documents\" or \"KeychainWrapper.shared\"; 'Logging.make()' is not [#InvalidStaticMember]",
                "services.json:19:49: error: the real implementation of service 'both' has both 'type' and 'factory'; keep one [#BothTypeAndFactory]",
                "services.json:20:38: error: the real implementation of service 'neither' needs a 'type' (an initializer) or a 'factory' (a static member) [#MissingTypeOrFactory]",
                "services.json:21:25: error: 'alias1' is an alias of 'loger', which is not a service, config value or input; did you mean 'logger'? [#UnknownName]",
                "services.json:21:34: error: service 'alias1' is an alias, which cannot have 'real'; an alias takes only 'alias', 'type', 'isolation', 'contributes', 'doc' [#KeyNotAllowedHere]",
                "services.json:23:43: error: 'group' is a collection of 'logger', which is a config value, not a service [#NotAService]",
                "services.json:23:53: error: 'group' is a collection of 'missing', which is not a service [#UnknownName]",
            ])
    }

    @Test func parametersAliasCyclesAndNameClashes() {
        let text = #"""
            {
              "version": 1,
              "services": {
                "repo": {"type": "R", "real": "R"},
                "profile": {"type": "P", "parameters": [{"name": "userID", "type": "String"}, {"name": "unused", "type": "Int"},
                                                       {"name": "userID", "type": "String"}],
                            "real": {"type": "P", "dependencies": ["userID", "repo"]}, "lifetime": "singleton"},
                "holder": {"type": "H", "real": {"type": "H", "dependencies": ["profile"]}},
                "screen": {"type": "S", "real": {"type": "S", "dependencies": ["make: profile"]}, "lifetime": "transient"},
                "shadow": {"type": "P", "parameters": [{"name": "repo", "type": "R"}], "real": {"type": "P", "dependencies": ["repo"]}},
                "item": {"type": "I", "parameters": [{"name": "id", "type": "Int"}], "real": {"type": "I", "dependencies": ["id"]}},
                "makeItem": {"type": "M", "real": "M"},
                "items": {"type": "[I]", "elements": ["item"]},
                "loopA": {"alias": "loopB"},
                "loopB": {"type": "[X]", "elements": ["loopA"]}
              }
            }
            """#
        #expect(
            diagnose(text) == [
                "services.json:5:92: error: parameter 'unused' of 'profile' is not passed to any of its implementations; list it in 'dependencies' or remove it [#UnusedParameter]",
                "services.json:6:53: error: service 'profile' has two parameters named 'userID' [#DuplicateParameter]",
                "services.json:5:54: note: the first 'userID' is here",
                "services.json:7:88: error: service 'profile' takes parameters, so it is made anew on every call and cannot be a singleton; remove 'lifetime' [#ServiceTakesParameters]",
                "services.json:10:53: error: parameter 'repo' of 'shadow' has the name of a declared service; rename the parameter so its dependencies are not ambiguous [#ParameterShadowsName]",
                "services.json:11:5: error: 'item' takes parameters, so it is exposed as 'makeItem(...)', which clashes with the declared name 'makeItem'; rename one of them [#FactoryFunctionNameClash]",
                "services.json:13:43: error: 'items' is a collection of 'item', which takes parameters; only services without parameters can be aliased or collected [#ServiceTakesParameters]",
                "services.json:14:24: error: dependency cycle: loopA -> loopB -> loopA [#DependencyCycle]",
                "services.json:15:43: note: 'loopB' depends on 'loopA' here",
            ])
    }

    @Test func unusedConfigAndInputsAreWarningsNotErrors() {
        let text = """
            {"version": 1, "environments": {},
             "config": {"flag": {"type": "Bool", "value": true}},
             "inputs": {"token": {"type": "String"}},
             "services": {}}
            """
        #expect(
            diagnose(text) == [
                "services.json:2:13: warning: config value 'flag' is not used by any service [#UnusedDeclaration]",
                "services.json:3:13: warning: input 'token' is not used by any service [#UnusedDeclaration]",
            ])
        // Warnings alone do not stop generation.
        #expect(ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "s.json").source != nil)
    }

    /// A service's factory that starts with a declared name is a member of it; a test default's,
    /// evaluated before any service exists, cannot be.
    @Test func factoryPathsThatStartWithADeclaredNameAreItsMembers() throws {
        let text = """
            {"version": 1,
              "inputs": {"token": {"type": "T", "testDefault": {"factory": "logger.token"}}},
              "services": {
                "logger": {"type": "L", "real": "L"},
                "child": {"type": "L", "real": {"factory": "logger.child", "dependencies": ["token"]}}
              }
            }
            """
        #expect(
            diagnose(text) == [
                "services.json:2:64: error: factory 'logger.token' starts with 'logger', the name of a service; inside the component that name means the service, not a type; qualify the type with its module [#FactoryShadowedByName]"
            ])
        let valid = text.replacingOccurrences(of: #""factory": "logger.token""#, with: #""factory": "T.preview""#)
        let source = try #require(ComponentGenerator.generate(manifest: Array(valid.utf8), manifestFileName: "s.json").source)
        #expect(source.contains("logger.child(token: token)"))
    }
}
