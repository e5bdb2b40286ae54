let app = ProdComponent()
print(
    "the router's delegate is the coordinator that owns it:", app.router.coordinator === app.coordinator,
    app.coordinator.router === app.router)
print(app.feed.title, "- the view reads the component's network:", app.feed.dependencies.network === app.network)

let account = app.makeAccountComponent(userID: "ada")
print(
    account.inbox.title, "- its network is the app's:", account.inbox.dependencies.network === app.network,
    account.inbox.coordinator() === app.coordinator)
