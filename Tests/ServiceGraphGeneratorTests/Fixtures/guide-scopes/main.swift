import ServiceGraph

let app = makeAppComponent(for: .dev)
let session = Session()
session.signIn(User(name: "ada"), app: app)
let account = session.account!
print(type(of: account), "for", account.mailbox.user.name)

// A conversation reads its account's and the app's services.
let conversation = account.makeConversationComponent(threadID: 42)
print("thread \(conversation.thread.threadID) uses ada's mailbox:", conversation.thread.mailbox === account.mailbox)
print("and the app's HTTP client:", account.mailbox.http === app.http)

// A second account has its own singletons.
let other = app.makeAccountComponent(user: User(name: "bob"), session: session)
print("bob's mailbox is another:", other.mailbox !== account.mailbox)

_ = account.drafts
try await session.signOut()

// In a test: the child takes any parent, and an override in the parent reaches its services.
let recorder = RecordingLogger()
let testApp = TestComponent(logger: recorder)
let testAccount = TestAccountComponent(parent: testApp, user: User(name: "cy"), session: session)
print("cy's drafts log to the test app's logger:", testAccount.drafts.logger as AnyObject === recorder)
