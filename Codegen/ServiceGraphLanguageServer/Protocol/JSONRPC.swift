import Foundation

/// A request's id: the client picks numbers or strings.
enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }
}

/// What every incoming message says of itself: a request has an id and a method, a notification
/// a method alone, a response (to a request of the server's) an id alone.
struct IncomingEnvelope: Decodable {
    var id: RequestID?
    var method: String?
}

/// A message's parameters, decoded as `Params`.
struct IncomingParameters<Params: Decodable>: Decodable {
    var params: Params
}

/// An error a request is answered with (JSON-RPC's and LSP's codes).
struct ResponseError: Error, Encodable {
    var code: Int
    var message: String

    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "servicegraph lsp does not handle '\(method)'")
    }
    static func invalidParams(_ detail: String) -> ResponseError { ResponseError(code: -32602, message: detail) }
    static func requestFailed(_ detail: String) -> ResponseError { ResponseError(code: -32803, message: detail) }
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server has not been initialized")
    static let shutDown = ResponseError(code: -32600, message: "the server has been shut down; only 'exit' is expected")
}

/// Writes outgoing messages' bodies as JSON.
enum OutgoingMessage {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func response(id: RequestID, result: some Encodable) -> [UInt8] {
        object(["\"id\":" + json(id), "\"result\":" + json(result)])
    }

    /// A response whose result is `null`.
    static func nullResponse(id: RequestID) -> [UInt8] {
        object(["\"id\":" + json(id), "\"result\":null"])
    }

    static func error(id: RequestID?, _ error: ResponseError) -> [UInt8] {
        object(["\"error\":" + json(error), "\"id\":" + (id.map(json) ?? "null")])
    }

    static func notification(_ method: String, params: some Encodable) -> [UInt8] {
        object(["\"method\":" + json(method), "\"params\":" + json(params)])
    }

    private static func object(_ members: [String]) -> [UInt8] {
        Array(("{\"jsonrpc\":\"2.0\"," + members.joined(separator: ",") + "}").utf8)
    }

    private static func json(_ value: some Encodable) -> String {
        // Every value encoded here is a plain struct of strings and numbers, which cannot fail.
        String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}
