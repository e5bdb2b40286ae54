// Stub types for a synthetic graph, written by synthetic_graph.py.

final class Service0Impl: Sendable { init() {} }
final class Service1Impl: Sendable { init(s0: Service0Impl) {} }
protocol Service2: AnyObject, Sendable {}
final class Service2Mock: Service2 { init() {} }
final class Service2Impl: Service2 { init(s0: Service0Impl, s1: Service1Impl) {} }
final class Service3Impl: Sendable { init(s0: Service0Impl, s1: Service1Impl, s2: any Service2) {} }
final class Service4Impl: Sendable { init(s0: Service0Impl, s1: Service1Impl, s3: Service3Impl) {} }
protocol Service5: AnyObject, Sendable {}
final class Service5Mock: Service5 { init() {} }
final class Service5Impl: Service5 { init(s0: Service0Impl, s2: any Service2, s4: Service4Impl) {} }
final class Service6Impl: Sendable { init(s1: Service1Impl, s4: Service4Impl, s5: any Service5) {} }
final class Service7Impl: Sendable { init(s0: Service0Impl, s2: any Service2, s3: Service3Impl) {} }
protocol Service8: AnyObject, Sendable {}
final class Service8Mock: Service8 { init() {} }
final class Service8Impl: Service8 { init(s1: Service1Impl, s2: any Service2, s7: Service7Impl) {} }
final class Service9Impl: Sendable { init(s0: Service0Impl, s2: any Service2, s4: Service4Impl) {} }
