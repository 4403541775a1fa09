// The crash-safety test's child: opens the store in the folder it is given and records (and
// now and then undoes) decisions in a loop, printing each one only after it committed, until
// the test kills it with SIGKILL. Lines: "+ <id> <profile> <decision>" and "- <id>".
// FoundationEssentials alone, as in the app: the store must work without the full Foundation.
import FoundationEssentials
import Glibc
import TactileModel
import TactileStore

/// write(2) straight to stdout: no buffer may hold a line back when SIGKILL arrives.
func report(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

guard CommandLine.arguments.count == 2 else {
    report("! usage: TactileStoreCrashChild <data-folder>")
    exit(2)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)

do {
    let store = try ProfileStore(folder: folder, ifFolderIsUnwritable: .fail)
    let profileIDs = try store.profiles(in: 0..<store.count).map(\.id)
    guard !profileIDs.isEmpty else {
        report("! the store holds no profiles")
        exit(1)
    }
    var undoable: [DecisionRecord<Profile.ID>] = []
    // Bounded, so an orphan cannot run forever if the test itself dies.
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
        if let last = undoable.last, Int.random(in: 0..<4) == 0 {
            try store.undo(last)
            undoable.removeLast()
            report("- \(last.id)")
        } else {
            let profileID = profileIDs[Int.random(in: 0..<profileIDs.count)]
            let decision = Decision.profileDecisions[Int.random(in: 0..<Decision.profileDecisions.count)]
            let record = try store.record(decision, for: profileID, at: Date())
            undoable.append(record)
            report("+ \(record.id) \(record.itemID) \(record.decision.id)")
        }
    }
} catch {
    report("! \(error)")
    exit(1)
}
