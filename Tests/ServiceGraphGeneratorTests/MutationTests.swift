import Foundation
import ServiceGraphGenerator
import Testing

/// Tens of thousands of seeded mutations of valid manifests: byte flips, truncation, duplicated
/// and dropped keys, swapped values. Every input must give either code and no error, or errors
/// at real positions; none may crash or hang the generator.
@Suite struct MutationTests {
    static let iterations = 20_000

    @Test func mutatedManifestsAlwaysGetCodeOrAPositionedError() throws {
        let seeds = try Fixture.all.map { try $0.manifestBytes() }
        var random = SplitMix64(seed: 0x5EED)
        var accepted = 0
        for iteration in 0..<Self.iterations {
            let seed = seeds[iteration % seeds.count]
            let mutated = Mutation.apply(to: seed, using: &random)
            let result = ComponentGenerator.generate(manifest: mutated, manifestFileName: "services.json")
            let errors = result.diagnostics.filter { $0.severity == .error }
            if result.source == nil {
                #expect(!errors.isEmpty, "rejected without an error: \(String(decoding: mutated, as: UTF8.self))")
            } else {
                #expect(errors.isEmpty)
                accepted += 1
            }
            let lines = 1 + mutated.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count
            for location in result.diagnostics.flatMap({ [$0.location] + $0.notes.map(\.location) }) {
                #expect(
                    (1...lines).contains(location.line) && (1...mutated.count + 1).contains(location.column),
                    "position \(location) outside the input")
            }
        }
        // The mutations must exercise both outcomes, or the test proves little.
        #expect(accepted > Self.iterations / 50)
        #expect(accepted < Self.iterations - Self.iterations / 50)
    }
}

/// A small, seeded, platform-independent random number generator, so every run mutates alike.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

enum Mutation: CaseIterable {
    case flipByte
    case truncate
    case duplicateLine
    case dropLine
    case swapStrings
    case insertToken

    static let tokens: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true", "1e999", "-0",
        "\"type\": \"X\"", "\"dependencies\": [\"a\"]", "\u{FEFF}", "\r", "\t", "é",
    ]
    .map { Array($0.utf8) }

    static func apply(to input: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        let mutations = Int.random(in: 1...3, using: &random)
        for _ in 0..<mutations where !bytes.isEmpty {
            switch allCases.randomElement(using: &random)! {
            case .flipByte:
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case .truncate:
                bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
            case .duplicateLine, .dropLine:
                var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let index = Int.random(in: 0..<lines.count, using: &random)
                if case .dropLine = allCases.randomElement(using: &random)! {
                    lines.remove(at: index)
                } else {
                    lines.insert(lines[index], at: index)
                }
                bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
            case .swapStrings:
                let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
                guard quotes.count >= 4 else { continue }
                let first = Int.random(in: 0..<(quotes.count / 2), using: &random) * 2
                let second = Int.random(in: 0..<(quotes.count / 2), using: &random) * 2
                let (a, b) = (min(first, second), max(first, second))
                guard a != b, quotes[a + 1] < quotes[b] else { continue }
                let left = Array(bytes[quotes[a]...quotes[a + 1]])
                let right = Array(bytes[quotes[b]...quotes[b + 1]])
                bytes.replaceSubrange(quotes[b]...quotes[b + 1], with: left)
                bytes.replaceSubrange(quotes[a]...quotes[a + 1], with: right)
            case .insertToken:
                let index = Int.random(in: 0...bytes.count, using: &random)
                bytes.insert(contentsOf: tokens.randomElement(using: &random)!, at: index)
            }
        }
        return bytes
    }
}
