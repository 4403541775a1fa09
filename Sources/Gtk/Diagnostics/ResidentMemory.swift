import FoundationEssentials

/// The process's resident memory, for the soak and the benchmarks.
public enum ResidentMemory {
    /// VmRSS from /proc/self/status, in kB as the kernel counts it; -1 when unreadable.
    public static func kilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return -1 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
}
