// A recipes app half-way through leaving its service locator: RecipeStore and RecipeListModel
// take their dependencies in init; SettingsScreen still reads them through the bridge below.
import Foundation

/// A value shared between threads, behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

protocol Logging: Sendable {
    func log(_ message: String)
}
struct ConsoleLogger: Logging {
    func log(_ message: String) { print("[log] \(message)") }
}
struct SilentLogger: Logging {
    func log(_ message: String) {}
}

protocol RecipeAPI: Sendable {
    func recipes() -> [String]
}
struct LiveRecipeAPI: RecipeAPI {
    let baseURL: String
    func recipes() -> [String] { ["Shakshuka", "Ramen"] }  // GET {baseURL}/recipes in the app
}
struct SampleRecipeAPI: RecipeAPI {
    func recipes() -> [String] { ["Sample soup"] }
}

protocol FavoritesStore: Sendable {
    var favorites: Set<String> { get }
    func toggle(_ recipe: String)
}
final class UserDefaultsFavorites: FavoritesStore {
    private let names = Locked<Set<String>>([])  // UserDefaults in the app
    init() {}
    var favorites: Set<String> { names.withLock { $0 } }
    func toggle(_ recipe: String) {
        names.withLock { names in
            if names.contains(recipe) { names.remove(recipe) } else { names.insert(recipe) }
        }
    }
}
final class InMemoryFavorites: FavoritesStore {
    private let names = Locked<Set<String>>([])
    init() {}
    var favorites: Set<String> { names.withLock { $0 } }
    func toggle(_ recipe: String) {
        names.withLock { names in
            if names.contains(recipe) { names.remove(recipe) } else { names.insert(recipe) }
        }
    }
}

// MARK: - Migrated: dependencies arrive in init

final class RecipeStore: Sendable {
    private let api: any RecipeAPI
    private let favorites: any FavoritesStore
    private let logger: any Logging

    init(api: any RecipeAPI, favorites: any FavoritesStore, logger: any Logging) {
        self.api = api
        self.favorites = favorites
        self.logger = logger
    }

    func all() -> [String] {
        let recipes = api.recipes()
        logger.log("loaded \(recipes.count) recipes")
        return recipes.map { favorites.favorites.contains($0) ? "★ \($0)" : $0 }
    }

    func toggleFavorite(_ recipe: String) { favorites.toggle(recipe) }
}

@MainActor final class RecipeListModel {
    private let store: RecipeStore
    private(set) var rows: [String] = []

    init(store: RecipeStore) { self.store = store }

    func load() { rows = store.all() }
}

// MARK: - The bridge, while some code still reads services itself

/// The app's one component, for code not yet migrated. Launch sets it; delete it with `Injected`.
enum Services {
    private static let component = Locked<any AppComponent>(DevComponent())

    static var current: any AppComponent {
        get { component.withLock { $0 } }
        set { component.withLock { $0 = newValue } }
    }
}

/// The old `@Injected`, now reading a property of the component: `@Injected(\.favorites)`.
@propertyWrapper
struct Injected<Service> {
    private let keyPath: KeyPath<any AppComponent, Service>

    init(_ keyPath: KeyPath<any AppComponent, Service>) { self.keyPath = keyPath }

    var wrappedValue: Service { Services.current[keyPath: keyPath] }
}

// MARK: - Not migrated yet

@MainActor final class SettingsScreen {
    @Injected(\.favorites) private var favorites: any FavoritesStore
    @Injected(\.logger) private var logger: any Logging

    func clearFavorites() {
        for recipe in favorites.favorites { favorites.toggle(recipe) }
        logger.log("cleared favorites")
    }
}
