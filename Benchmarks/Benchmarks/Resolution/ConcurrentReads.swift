import Benchmark
import Foundation

/// Measures `threadCount` threads reading at the same time. Each thread runs
/// `readBatch(benchmark.scaledIterations.count)`; the measured time runs from releasing the
/// threads until the last one finishes, so the scaled result is the wall time per read on each
/// thread while the others read too. Threads are started and parked before the measurement, and
/// released with semaphores rather than a spin flag: on two cores, spinning workers would starve
/// the thread that releases them.
func measureConcurrentReads(
    _ benchmark: Benchmark,
    threadCount: Int = 2,
    readBatch: @escaping @Sendable (Int) -> Void
) {
    let readsPerThread = benchmark.scaledIterations.count
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    for _ in 0..<threadCount {
        Thread {
            ready.signal()
            go.wait()
            readBatch(readsPerThread)
            finished.signal()
        }.start()
    }
    for _ in 0..<threadCount { ready.wait() }
    benchmark.startMeasurement()
    for _ in 0..<threadCount { go.signal() }
    for _ in 0..<threadCount { finished.wait() }
    benchmark.stopMeasurement()
}
