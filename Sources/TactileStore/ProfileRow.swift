import TactileModel

extension Profile {
    /// A profile read from a row whose columns `first`...`first + 4` are id, name, age, hobby, avatar.
    init(row: SQLiteStatement, from first: Int32 = 0) {
        self.init(
            id: row.text(at: first), name: row.text(at: first + 1), age: Int(row.integer(at: first + 2)),
            hobby: row.text(at: first + 3), avatar: row.text(at: first + 4))
    }
}
