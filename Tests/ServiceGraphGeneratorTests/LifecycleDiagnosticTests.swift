import Testing

/// The checks of lifetimes, failure handling, warm-up and isolation, each at its exact position.
@Suite struct LifecycleDiagnosticTests {
    @Test func lifetimesFallbacksEagernessAndReservedNames() {
        let text = #"""
            {
              "version": 1,
              "isolation": "MainActr",
              "services": {
                "list": {"type": "[Item]", "real": "ItemList", "lifetime": "weak"},
                "stream": {"type": "Stream", "real": {"type": "Stream", "async": true}, "lifetime": "weak"},
                "request": {"type": "Request", "real": "Request", "lifetime": "transient", "eager": true},
                "ai": {"type": "AI", "real": {"type": "AI", "throws": true},
                       "fallback": {"type": "OfflineAI", "throws": true}},
                "cache": {"type": "Cache", "real": {"type": "Cache", "dependencies": ["ai", "flaky"]}},
                "flaky": {"type": "Flaky", "real": {"type": "Flaky", "throws": "yes"}},
                "steady": {"type": "Steady", "real": "Steady", "fallback": "Backup"},
                "warmUp": {"type": "W", "real": "W"},
                "eagerness": {"type": "E", "real": "E", "eager": 1}
              }
            }
            """#
        #expect(
            diagnose(text) == [
                "services.json:3:16: error: 'MainActr' is not a valid value for 'isolation'; did you mean 'MainActor'? [#InvalidChoice]",
                "services.json:5:64: error: service 'list' is weak, but '[Item]' is not a class type; only class instances can be held weakly [#NotAClass]",
                "services.json:6:89: error: 'stream' is weak but its construction is async; weak services are built synchronously [#WeakAsync]",
                "services.json:7:89: error: service 'request' cannot be eager: only singletons are built ahead of use by warmUp() [#EagerNotSingleton]",
                "services.json:9:56: error: the fallback of service 'ai' cannot throw or fail: it is what the component uses when the implementation does [#FallbackThrows]",
                "services.json:11:68: error: expected 'throws' of the real implementation of service 'flaky' to be true or false, found a string [#WrongValueKind]",
                "services.json:12:64: warning: the fallback of 'steady' is never used: its implementations cannot throw [#UnusedFallback]",
                "services.json:13:5: error: 'warmUp' cannot be a service name: every component already has a 'warmUp()' method [#ReservedName]",
                "services.json:14:54: error: expected 'eager' of service 'eagerness' to be true or false, found a number [#WrongValueKind]",
            ])
    }

    @Test func isolationAndThrowingDependencies() {
        let text = #"""
            {
              "version": 1,
              "services": {
                "model": {"type": "Model", "real": "Model", "isolation": "MainActor"},
                "screen": {"type": "Screen", "real": {"type": "Screen", "dependencies": ["model"]}},
                "view": {"type": "View", "real": {"type": "View", "dependencies": ["model"]}, "isolation": "MainActor"},
                "shown": {"alias": "model"},
                "loader": {"type": "Loader", "real": {"type": "Loader", "async": true}, "isolation": "MainActor"},
                "feed": {"type": "Feed", "real": {"type": "Feed", "throws": true}},
                "reader": {"type": "Reader", "real": {"type": "Reader", "dependencies": ["feed"]}, "lifetime": "transient"},
                "holder": {"type": "Holder", "real": {"type": "Holder", "dependencies": ["reader"]}}
              }
            }
            """#
        #expect(
            diagnose(text) == [
                "services.json:5:78: error: 'screen' depends on 'model', which is isolated to the main actor; isolate 'screen' too (\"isolation\": \"MainActor\"), or take a provider of it, called on the main actor (\"model: provider(model)\") [#ReadsMainActorService]",
                "services.json:7:24: error: 'shown' is an alias of 'model', which is isolated to the main actor; isolate 'shown' too (\"isolation\": \"MainActor\"), or name a thread-safe service [#ReadsMainActorService]",
                "services.json:11:78: error: singleton 'holder' depends on 'reader', which can throw; mark the implementation \"throws\": true, or give 'holder' a \"fallback\" [#UncaughtThrow]",
            ])
    }
}
