let app = ProdComponent()
print("the router's delegate is the coordinator that owns it:", app.router.coordinator === app.coordinator,
      app.coordinator.router === app.router)
print(app.feed.title, "- the view is the component:", app.feed.dependencies === app)

let account = app.makeAccountComponent(userID: "ada")
print(account.inbox.title, "- its network is the app's:", account.inbox.dependencies.network === app.network,
      account.inbox.coordinator() === app.coordinator)
