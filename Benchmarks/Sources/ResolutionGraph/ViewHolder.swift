// The singleton that depends on the view `LoggerView` (services.json), for the view-read benchmark:
// a service the component keeps, so what it receives is the component's back-reference object,
// which reads each member through the component without keeping it alive. It lives in this target,
// not in ResolutionServices with the other service types, because the generator declares
// `LoggerView` here.

public final class ViewHolder: Sendable {
    /// What the component gave it, kept as it is, so the benchmark reads the view as the service would.
    public let view: any LoggerView

    public init(view: any LoggerView) {
        self.view = view
    }
}
