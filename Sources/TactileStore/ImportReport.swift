/// What importing the shipped catalogue did when the store opened.
public struct ImportReport: Sendable, Equatable {
    /// The catalogue file that was read.
    public let file: String
    /// False when the file's content was the same as at the last import, so nothing was read.
    public let changed: Bool
    /// Profiles now in the catalogue (0 when unchanged: the store's `count` still holds).
    public let imported: Int
    /// Profiles left out, each with the reason; empty when unchanged.
    public let skipped: [ProfileValidationIssue]

    static func unchanged(file: String) -> ImportReport {
        ImportReport(file: file, changed: false, imported: 0, skipped: [])
    }
}
