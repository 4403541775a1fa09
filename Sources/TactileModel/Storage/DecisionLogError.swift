/// Why an in-memory log refused an undo or a replacement.
public enum DecisionLogError: Error, Equatable {
    /// Undo or replacement of a record the log does not hold.
    case unknownRecord(id: Int64)
}
