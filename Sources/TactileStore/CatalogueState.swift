/// The few facts about the imported catalogue kept beside it: what the file was (to skip an
/// unchanged one) and how many profiles it gave (stored, because `count(*)` over 100,000 rows
/// at every start is the slow path this store avoids).
enum CatalogueState {
    enum Key: String {
        /// The content hash of the imported file.
        case fingerprint
        /// Size, modification time and inode: when they match, the file is not even read.
        case fileSignature = "file_signature"
        case profileCount = "profile_count"
    }

    static func text(_ key: Key, in connection: SQLiteConnection) throws -> String? {
        try value(key, in: connection) { $0.text(at: 0) }
    }

    static func profileCount(in connection: SQLiteConnection) throws -> Int {
        Int(try value(.profileCount, in: connection) { $0.integer(at: 0) } ?? 0)
    }

    static func set(_ key: Key, to value: SQLiteValue, in connection: SQLiteConnection) throws {
        try connection.prepare("INSERT OR REPLACE INTO catalogue_state (key, value) VALUES (?1, ?2)")
            .bind(.text(key.rawValue), value).run()
    }

    private static func value<Value>(
        _ key: Key, in connection: SQLiteConnection, _ read: (SQLiteStatement) -> Value
    ) throws -> Value? {
        try connection.prepare("SELECT value FROM catalogue_state WHERE key = ?1")
            .bind(.text(key.rawValue)).rows { read($0) }.first
    }
}
