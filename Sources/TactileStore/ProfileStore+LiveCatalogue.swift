import TactileModel

/// Following the catalogue file while the app runs. The deck a card stack shows is indexed by
/// the order dealt at open, so nothing moves under it: profiles that arrive are added after
/// every dealt one (deck group 2), so decisions on them can be recorded, and withdrawn ones
/// stay in the table, marked in memory, until the order is dealt again. The stored catalogue's
/// fingerprint is cleared, so the next start imports the file whole.
extension ProfileStore {
    /// Applies `catalogue` (the file read again, through `CatalogueCheck`) to the store and says
    /// what changed: the card stack inserts what arrived and withdraws what went.
    public func followCatalogue(_ catalogue: CatalogueCheck) throws(StoreError) -> CatalogueChanges {
        try storing {
            let stored = try connection.prepare("SELECT id FROM profiles ORDER BY deck_group, position").rows { $0.text(at: 0) }
            let held = Set(stored).subtracting(withdrawnProfileIDs)
            let listed = Set(catalogue.profiles.map(\.id))
            let arrived = catalogue.profiles.filter { !held.contains($0.id) }
            let withdrawn = stored.filter { held.contains($0) && !listed.contains($0) }
            guard !arrived.isEmpty || !withdrawn.isEmpty else {
                return CatalogueChanges(arrived: [], withdrawn: [], skipped: catalogue.skipped)
            }
            try connection.inTransaction {
                let insert = try connection.prepare("""
                    INSERT INTO profiles (id, position, deck_group, name, age, hobby, avatar)
                    VALUES (?1, (SELECT coalesce(max(position), -1) + 1 FROM profiles), 2, ?2, ?3, ?4, ?5)
                    ON CONFLICT (id) DO NOTHING
                    """)
                for profile in arrived {
                    try insert.bind(.text(profile.id), .text(profile.name), .integer(Int64(profile.age)),
                                    .text(profile.hobby), .text(profile.avatar)).run()
                }
                try CatalogueState.set(.fingerprint, to: .null, in: connection)
                try CatalogueState.set(.fileSignature, to: .null, in: connection)
            }
            withdrawnProfileIDs.subtract(arrived.map(\.id))
            withdrawnProfileIDs.formUnion(withdrawn)
            return CatalogueChanges(arrived: arrived, withdrawn: withdrawn, skipped: catalogue.skipped)
        }
    }

    /// When the order is dealt again: withdrawn profiles go, those that arrived join the deck.
    func dealLiveCatalogue() throws {
        let delete = try connection.prepare("DELETE FROM profiles WHERE id = ?1")
        for id in withdrawnProfileIDs { try delete.bind(.text(id)).run() }
        try connection.execute("UPDATE profiles SET deck_group = 0 WHERE deck_group = 2")
    }
}
