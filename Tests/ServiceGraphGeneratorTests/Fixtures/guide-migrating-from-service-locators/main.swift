// Launch: create the component, hand it to the bridge for the code that still needs it, and
// build screens from it.
let component = makeAppComponent(for: .prod)
Services.current = component

let list = component.recipeList
component.recipeStore.toggleFavorite("Ramen")
list.load()
print(list.rows)

SettingsScreen().clearFavorites()
list.load()
print(list.rows)

// In tests: no registry to reset; each test makes its own component.
struct OneRecipeAPI: RecipeAPI {
    func recipes() -> [String] { ["Test pie"] }
}
let test = TestComponent(recipeAPI: OneRecipeAPI())
let testList = test.recipeList
testList.load()
print(testList.rows)
