// One cold start per process, for Scripts/measure_cold_start.py: creates a graph's component
// (generated, hand-written with locks, or hand-written with plain lazy vars), reads every
// service once and releases it, then prints how long that took and the checksum of the
// instances read.
//
//     ColdStart generated|hand-written|lazy-vars 10|100|1000
//
// Nothing else in the process touches the graph before the measured call, so the call pays
// every first-time cost an app pays at launch: type metadata, conformance lookups, allocations.
// Under `valgrind --tool=callgrind --toggle-collect='*coldLaunch*'` only that call (the graph's
// `coldLaunch...` function, in its EveryService.swift) is counted.

import Foundation
import Graph10
import Graph100
import Graph1000

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let system = arguments.first, let size = Int(arguments.last!) else {
    print("usage: ColdStart generated|hand-written|lazy-vars 10|100|1000")
    exit(2)
}

let coldStart: () -> Int
switch (system, size) {
case ("generated", 10): coldStart = Graph10Creation.coldStartGenerated
case ("generated", 100): coldStart = Graph100Creation.coldStartGenerated
case ("generated", 1000): coldStart = Graph1000Creation.coldStartGenerated
case ("hand-written", 10): coldStart = Graph10Creation.coldStartHandWritten
case ("hand-written", 100): coldStart = Graph100Creation.coldStartHandWritten
case ("hand-written", 1000): coldStart = Graph1000Creation.coldStartHandWritten
case ("lazy-vars", 10): coldStart = Graph10Creation.coldStartLazyVars
case ("lazy-vars", 100): coldStart = Graph100Creation.coldStartLazyVars
case ("lazy-vars", 1000): coldStart = Graph1000Creation.coldStartLazyVars
default:
    print("unknown system or size: \(system) \(size)")
    exit(2)
}

let clock = ContinuousClock()
var checksum = 0
let elapsed = clock.measure { checksum = coldStart() }
print("nanoseconds \(elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)")
print("checksum \(checksum)")
