// What the child-creation benchmarks call. The graph's own types stay internal, as the scripts write them.

public enum ScopeGraph10Creation {
    /// Creates one generated `ProdComponent` and returns a function that creates an `account`
    /// child of it and returns the child, which the caller drops. The child builds nothing unless
    /// `readingOneService`: then `accountService0`, a singleton of the scope whose dependencies are
    /// the `user` input and three app services, is read (so built) before the child is returned.
    public static func generatedChildMaker(readingOneService: Bool) -> () -> AnyObject {
        let app = ProdComponent()
        let user = BenchUser(id: 1)
        // Builds, in the app, the app services accountService0 needs, so that a timed read builds
        // only the child's own service.
        _ = app.makeAccountComponent(user: user).accountService0
        guard readingOneService else {
            return { app.makeAccountComponent(user: user) }
        }
        return {
            let child = app.makeAccountComponent(user: user)
            _ = child.accountService0
            return child
        }
    }

    /// The same with scope_graph.py's hand-written `HandWrittenAccount` of a `ProdComposition`.
    public static func handWrittenChildMaker(readingOneService: Bool) -> () -> AnyObject {
        let app = ProdComposition()
        let user = BenchUser(id: 1)
        _ = HandWrittenAccount(parent: app, user: user).accountService0
        guard readingOneService else {
            return { HandWrittenAccount(parent: app, user: user) }
        }
        return {
            let child = HandWrittenAccount(parent: app, user: user)
            _ = child.accountService0
            return child
        }
    }

    /// Reads the scope's last service (and what it needs) from both systems, so a wiring mistake fails
    /// the run instead of going unnoticed, and checks that each child has singletons of its own.
    public static func resolveWithEachSystem() {
        let user = BenchUser(id: 1)
        let app = ProdComponent()
        let first = app.makeAccountComponent(user: user), second = app.makeAccountComponent(user: user)
        precondition(first.accountService0 === first.accountService0, "a child's singleton was built twice")
        precondition(first.accountService0 !== second.accountService0, "two children share a singleton")
        let account = HandWrittenAccount(parent: ProdComposition(), user: user)
        _ = (first.accountService99, account.accountService99)
    }
}
