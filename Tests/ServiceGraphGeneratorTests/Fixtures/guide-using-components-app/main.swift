// What the app does at launch and when it shows a profile, without SwiftUI: top-level code runs
// on the main actor, like a view's body.

/// What `ProfileScreen` does: make the model for the user, then load it (SwiftUI's `.task`).
@MainActor func showProfile(_ userID: String, in component: any AppComponent) async {
    let model = component.makeProfileModel(userID: userID)
    await model.load()
    print("\(component.environment): \(model.name)\(model.isCurrentUser ? " (you)" : "")")
}

// At launch: one component for the app's whole life.
let component = makeAppComponent(for: .atLaunch(["APP_ENVIRONMENT": "staging"]))
component.session.signIn(userID: "ana")
await showProfile("ana", in: component)
await showProfile("ben", in: component)

// What previews use: the dev component, or a TestComponent with any service replaced.
await showProfile("ana", in: DevComponent())
await showProfile("ana", in: TestComponent())
