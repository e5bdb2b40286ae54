import ServiceGraph

// A dev app makes dev accounts, whose services read the app's dev bindings.
let app = DevComponent()
let session = Session()
let ada = app.makeAccountComponent(user: User(name: "ada"), session: session, onSignOut: { print("ada:", $0) })
let bob = app.makeAccountComponent(user: User(name: "bob"), session: session, onSignOut: EventHandlers.ignore)
print("account class:", type(of: ada))
print("network:", ada.accountAPI.network.name, "page size:", ada.pageSize)
print("one accountAPI per account:", ada.accountAPI === ada.accountAPI, ada.accountAPI !== bob.accountAPI)
print("alias:", ada.draftStore === ada.drafts, "transient:", ada.reports !== ada.reports)
print("session held weakly:", ada.drafts.hadSession, ada.session != nil)

// Inputs and config values of a function type under another name, given directly or through a maker.
ada.signOut()
let cy = app.accounts.makeAccount(User(name: "cy"), session, { print("cy:", $0) })
cy.signOut()

// Async, throwing, with a fallback, bound per environment; main-actor services too.
print("avatar:", await ada.avatar.name, ada.usedFallbacks, "bob:", bob.usedFallbacks)
print("badge:", await MainActor.run { ada.badge.user.name }, "badges:", await MainActor.run { ada.badges.count })

// Three levels: a conversation reads its account's and the app's services.
let window = Window()
let conversation = ada.makeConversationComponent(conversationID: "c1", window: window)
print("conversation class:", type(of: conversation))
print("thread reads the account's api:", conversation.thread.api === ada.accountAPI)
print("thread reads the app's logger:", conversation.thread.logger === app.logger, conversation.accountLogger === app.logger)
print("reply:", conversation.makeReply(text: "hi").drafts === ada.drafts, conversation.composer.makeReply("x").text)
print("collection:", conversation.everyStore.count)

// The test component: overrides in the parent flow into the child's services.
let testApp = TestComponent(network: HTTPNetwork(host: "stub"))
let testAccount = TestAccountComponent(parent: testApp, session: session, drafts: nil)
print("test account:", testAccount.user.name, testAccount.pageSize, testAccount.accountAPI.network.name)
let made = testApp.makeAccountComponent(user: User(name: "cy"), session: session, onSignOut: EventHandlers.ignore)
print("made by a test app:", type(of: made), made.environment)

// Warm-up and shutdown touch only the child's services.
try await ada.warmUp()
_ = ada.drafts
try await ada.shutdown()
try await bob.shutdown()
print("bob built nothing, so nothing shut down")
