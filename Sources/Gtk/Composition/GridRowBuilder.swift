/// Builds a ``Grid``'s rows: each statement an array of a row's cells.
@MainActor
@resultBuilder
public enum GridRowBuilder {
    /// One row.
    public static func buildExpression(_ cells: [Widget]) -> [[Widget]] { [cells] }
    /// The rows of a block, in order.
    public static func buildBlock(_ parts: [[Widget]]...) -> [[Widget]] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [[Widget]]?) -> [[Widget]] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [[Widget]]) -> [[Widget]] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [[Widget]]) -> [[Widget]] { part }
    /// A `for` loop's rows.
    public static func buildArray(_ parts: [[[Widget]]]) -> [[Widget]] { parts.flatMap { $0 } }
}
