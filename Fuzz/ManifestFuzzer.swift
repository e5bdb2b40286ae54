// libFuzzer entry point over the whole generator: every input must produce either Swift source
// and no error, or at least one error at a real position, and never crash or hang.
// Built and run by Fuzz/run.sh, which compiles it together with the generator's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = ComponentGenerator.generate(manifest: bytes, manifestFileName: "services.json")
    let errors = result.diagnostics.filter { $0.severity == .error }
    if result.source == nil {
        precondition(!errors.isEmpty, "rejected without an error")
    } else {
        precondition(errors.isEmpty, "generated despite an error")
    }
    let lineCount = 1 + bytes.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count
    for diagnostic in result.diagnostics {
        for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
            precondition(location.line >= 1 && location.line <= lineCount, "line \(location.line) out of range")
            precondition(location.column >= 1 && location.column <= size + 1, "column \(location.column) out of range")
        }
    }
    return 0
}
