import Tactile
import TactileStore

/// `TACTILE_BENCH_REPORT=decisions`: a line on standard output for every decision the
/// card stack tells the person about (as its announcement is made), every undo it
/// announces, every unmatch and every time all decisions are forgotten, so that a test
/// driving the app from outside can hold what the person was told against the decision
/// log in the database (`Tests/e2e/scenarios/monkey.py`):
///
///     decision-log decided <record id> <decision> <replaced record id or -> <profile id>
///     decision-log undone <record id> <decision> <replaced record id or -> <replaced decision or -> <profile id>
///     decision-log unmatched <record id> <profile id>
///     decision-log forgot-all
///
/// The profile id comes last, with tabs and line breaks made spaces, so it may hold spaces.
@MainActor
enum DecisionReport {
    static var isOn = false

    static func decided(_ decided: CardDecision<Profile>) {
        guard isOn else { return }
        let replaced = decided.replaced.map { String($0.id) } ?? "-"
        say("decided \(decided.record.id) \(decided.decision.id) \(replaced) \(plain(decided.item.id))")
    }

    static func undone(_ undone: CardDecision<Profile>) {
        guard isOn else { return }
        let replaced = undone.replaced.map { "\($0.id) \($0.decision.id)" } ?? "- -"
        say("undone \(undone.record.id) \(undone.decision.id) \(replaced) \(plain(undone.item.id))")
    }

    static func unmatched(_ record: DecisionRecord<Profile.ID>) {
        guard isOn else { return }
        say("unmatched \(record.id) \(plain(record.itemID))")
    }

    static func forgotAll() {
        guard isOn else { return }
        say("forgot-all")
    }

    private static func plain(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    private static func say(_ line: String) {
        BenchReport.printLine("decision-log " + line)
    }
}
