import CMalloc
import Foundation

/// Clocks, memory and the result lines the driver (bench/driver.py) reads.
enum BenchMeasure {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Bytes the C heap has handed out and not had back (glibc's count), which,
    /// unlike RSS, does not include freed memory the allocator keeps for reuse.
    static func heapInUseBytes() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks + info.hblkhd)
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `result NAME VALUE UNIT`: one figure for the driver's table.
    static func report(_ name: String, _ value: Double, _ unit: String) {
        print("result \(name) \(value) \(unit)")
        fflush(nil)
    }
}
