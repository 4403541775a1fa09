/// The database layout, as the list of migrations that build it. The version is SQLite's
/// `user_version`; a migration is appended, never edited, once it has shipped.
enum Schema {
    static let migrations: [String] = [
        // 1: the catalogue, the decision log, and what the deck order still has to learn.
        """
        CREATE TABLE profiles (
            id TEXT PRIMARY KEY NOT NULL,
            -- The profile's place in the shipped file.
            position INTEGER NOT NULL,
            -- 0 when the profile was undecided as the order was last dealt, 1 when decided;
            -- written only when dealing, so the order holds still while the app pages through it.
            deck_group INTEGER NOT NULL DEFAULT 0,
            name TEXT NOT NULL,
            age INTEGER NOT NULL,
            hobby TEXT NOT NULL,
            avatar TEXT NOT NULL
        );
        CREATE UNIQUE INDEX profiles_in_deck_order ON profiles (deck_group, position);

        -- No foreign key to profiles: decisions are the user's and outlive a profile the
        -- catalogue drops. AUTOINCREMENT so that an undone decision's id is never handed out again.
        CREATE TABLE decisions (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            profile_id TEXT NOT NULL,
            decision TEXT NOT NULL CHECK (decision IN ('nope', 'like', 'boost')),
            -- Seconds since 2001-01-01 UTC, Foundation's own reference, so a date reads back bit for bit.
            decided_at REAL NOT NULL
        );
        CREATE INDEX decisions_by_profile ON decisions (profile_id, id);

        -- Profiles whose decided state changed since the order was dealt, so that dealing
        -- costs what changed, not the size of the catalogue.
        CREATE TABLE undealt_profiles (profile_id TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
        CREATE TRIGGER decision_recorded AFTER INSERT ON decisions BEGIN
            INSERT OR IGNORE INTO undealt_profiles (profile_id) VALUES (NEW.profile_id);
        END;
        CREATE TRIGGER decision_removed AFTER DELETE ON decisions BEGIN
            INSERT OR IGNORE INTO undealt_profiles (profile_id) VALUES (OLD.profile_id);
        END;

        -- The imported file's fingerprint and profile count.
        CREATE TABLE catalogue_state (key TEXT PRIMARY KEY NOT NULL, value) WITHOUT ROWID;
        """,
        // 2: colour tags the person puts on matches. Like decisions, they belong to the
        // person: no foreign key, so a tag outlives a catalogue that drops its profile.
        """
        CREATE TABLE match_tags (
            profile_id TEXT PRIMARY KEY NOT NULL,
            tag TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
    ]

    static var latestVersion: Int { migrations.count }

    /// Brings the database to the latest version, all steps in one transaction, so a crash
    /// mid-way leaves the old version intact rather than half a new one.
    static func migrate(_ connection: SQLiteConnection) throws {
        let version = Int(try connection.scalarInteger("PRAGMA user_version") ?? 0)
        if version > latestVersion {
            throw StoreError.newerSchema(database: connection.path, found: version, supported: latestVersion)
        }
        guard version < latestVersion else { return }
        try connection.inTransaction {
            // Read again under the write lock: another instance may have migrated meanwhile.
            let lockedVersion = Int(try connection.scalarInteger("PRAGMA user_version") ?? 0)
            for migration in migrations.dropFirst(lockedVersion) {
                try connection.execute(migration)
            }
            try connection.execute("PRAGMA user_version = \(latestVersion)")
        }
    }
}
