import TactileModel

/// Colour tags on matches ("red", "green"…): the person's own labels, kept
/// like decisions, each change in its own transaction.
extension ProfileStore {
    /// Every tag, by profile.
    public func matchTags() throws(StoreError) -> [Profile.ID: String] {
        try storing {
            let rows = try connection.prepare("SELECT profile_id, tag FROM match_tags")
                .rows { ($0.text(at: 0), $0.text(at: 1)) }
            return Dictionary(rows, uniquingKeysWith: { _, last in last })
        }
    }

    /// Sets the tag of `profileID`, or removes it with nil. Only a current match takes a tag
    /// (`StoreError.notAMatch` otherwise); removing one always works.
    public func setMatchTag(_ tag: String?, for profileID: Profile.ID) throws(StoreError) {
        try storing {
            if let tag {
                try connection.inTransaction {
                    try requireMatch(profileID)
                    try connection.prepare("INSERT OR REPLACE INTO match_tags (profile_id, tag) VALUES (?1, ?2)")
                        .bind(.text(profileID), .text(tag)).run()
                }
            } else {
                try connection.prepare("DELETE FROM match_tags WHERE profile_id = ?1").bind(.text(profileID)).run()
            }
            noteChange()
        }
    }
}
