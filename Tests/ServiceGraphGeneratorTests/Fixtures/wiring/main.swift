let app = ProdComponent()
print(
    "the router's delegate is the coordinator that owns it:", app.router.delegate === app.coordinator,
    app.coordinator.router === app.router)
let dev = DevComponent()
print(
    "in dev, the router's delegate is the mock coordinator, which owns another router:",
    dev.router.delegate === dev.coordinator, dev.coordinator.router !== dev.router)
let presenter = try app.presenter
print("the presenter is wired:", presenter.title, presenter.router === app.router, presenter.isStarted)
let screen = app.makeScreenComponent()
try await screen.warmUp()
print("the screen's warm-up built its main-actor model:", ScreenModel.built == 1)
let opener = screen.screenOpener
print("a thread-safe service's provider of the main-actor model returns it:", opener.model() === screen.screenModel)
