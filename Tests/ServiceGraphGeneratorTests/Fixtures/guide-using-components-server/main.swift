// The server's entry point: one component for the process, warmed up before it serves,
// shut down when it stops.
import Foundation

// 1. Choose the environment from the process's environment variables; never `test` here.
let variables = ProcessInfo.processInfo.environment
let name = variables["TODOS_ENV"] ?? "local"
guard let environment = AppEnvironment(rawValue: name), environment != .test else {
    print("TODOS_ENV must be local, staging or production, not '\(name)'")
    exit(2)
}
let component = makeAppComponent(
    for: environment,
    databaseURL: variables["TODOS_DATABASE_URL"] ?? "postgres://localhost:5432/todos")

// 2. Build the eager services (the database pool, metrics) before accepting requests.
do {
    try await component.warmUp()
} catch {
    print("start-up failed: \(error)")
    exit(1)
}

// 3. Serve: every request goes through the router, which holds the component.
let router = Router(component: component)
for request in [
    Request(id: "r1", method: "POST", path: "/todos", body: "Buy milk"),
    Request(id: "r2", method: "POST", path: "/todos", body: "Call Ana"),
    Request(id: "r3", method: "GET", path: "/todos"),
] {
    let response = router.handle(request)
    print("\(request.method) \(request.path) -> \(response.status) \(response.body)")
}

// 4. On the way out: flush and close, dependents before what they depend on.
try await component.shutdown()
