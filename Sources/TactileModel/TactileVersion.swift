/// The release of the Tactile package an app was built against, as `meson.build` and
/// `CHANGELOG.md` name it (semantic versioning: a breaking change to a public API
/// raises the major number; see `meson-helpers/check-api`).
public enum TactileVersion {
    /// The release as text, "major.minor.patch".
    public static let current = "0.2.0"
}
