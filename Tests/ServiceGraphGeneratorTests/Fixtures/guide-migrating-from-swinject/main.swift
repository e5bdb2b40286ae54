// The reader's call sites after the migration, and what each registration became.

let component = makeAppComponent(for: .prod)

// container.resolve(FileStore.self, name: "caches")!
print("caches: \(component.cachesFiles.directory)")
// container.resolve(FileStore.self)!  (the unnamed registration)
print("files: \(component.files.directory), same as documents: \(component.files === component.documentsFiles)")

// .inObjectScope(.container): one instance per component.
print("http is shared: \(component.http === component.http)")
print("auth uses that http: \((component.auth as? RemoteAuthService)?.http === component.http)")

// Default (.graph) scope on a stateless type, made transient: a new one per access.
print("feedParser is new each time: \(component.feedParser !== component.feedParser)")

// .inObjectScope(.weak): shared while someone holds it, released with its last holder.
var held: ImagePipeline? = component.images
print("images is shared while held: \(held === component.images)")
weak var released = held
held = nil
print("images is gone once nobody holds it: \(released == nil)")

// container.resolve(ArticleViewModel.self, argument: "42")!
let article = component.makeArticleViewModel(articleID: "42")
print("article \(article.articleID): \(article.title)")

// Tests: TestComponent binds the mocks; no container to re-register into.
let test = TestComponent()
print("test http: \(type(of: test.http)), article: \(test.makeArticleViewModel(articleID: "7").title)")
