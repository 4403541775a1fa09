// swift-tools-version:6.0
import PackageDescription

// Layers (see ARCHITECTURE.md): CGtk -> Gtk -> Tactile <- TactileDemo,
// with TactileModel and TactileStore free of GTK so their tests need no display.
let package = Package(
    name: "Tactile",
    products: [
        .library(name: "Gtk", targets: ["Gtk"]),
        // GTK's C API itself, for the calls the wrapper does not cover (the escape hatch:
        // `Object.wrap(unsafePointer:ownership:)`, `unsafeGObjectPointer`, properties and
        // signals by name); see Sources/Gtk/Gtk.docc/CallingGTKDirectly.md.
        .library(name: "CGtk", targets: ["CGtk"]),
        .library(name: "TactileModel", targets: ["TactileModel"]),
        .library(name: "TactileStore", targets: ["TactileStore"]),
        .library(name: "Tactile", targets: ["Tactile"]),
        .executable(name: "tactile", targets: ["TactileDemo"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "Gtk", dependencies: ["CGtk"]),
        .target(name: "TactileModel"),
        .target(name: "TactileStore", dependencies: ["TactileModel", "CSQLite"]),
        .target(name: "Tactile", dependencies: ["Gtk", "TactileModel"]),
        .executableTarget(
            name: "TactileDemo",
            dependencies: ["Tactile", "TactileStore"],
            path: "Sources/TactileDemo"
        ),
        // A child process that provokes a GLib CRITICAL, to prove criticals end a Swift process.
        .executableTarget(name: "GtkCriticalProbe", dependencies: ["Gtk"], path: "Sources/GtkCriticalProbe"),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "GtkCriticalProbe", "GtkTestSupport"]),
        .testTarget(name: "TactileModelTests", dependencies: ["TactileModel", "TactileStore", "SharedTestSupport"]),
        // A child process the crash-safety test kills at random moments.
        .executableTarget(name: "TactileStoreCrashChild", dependencies: ["TactileStore"],
                          path: "Sources/TactileStoreCrashChild"),
        // A child process killed in the middle of catalogue imports.
        .executableTarget(name: "TactileStoreImportChild", dependencies: ["TactileStore"],
                          path: "Sources/TactileStoreImportChild"),
        // What the suites share without a display: sample profiles, observing changes, a tmpfs to fill.
        .target(name: "SharedTestSupport", dependencies: ["TactileStore"], path: "Tests/SharedTestSupport"),
        .testTarget(name: "TactileStoreTests", dependencies: ["TactileStore", "TactileStoreCrashChild", "SharedTestSupport"]),
        // What the GTK suites share: the GTK thread, real input, screen positions, GLib's log.
        .target(name: "GtkTestSupport", dependencies: ["Gtk", "CGtk"], path: "Tests/GtkTestSupport"),
        .testTarget(name: "TactileTests", dependencies: ["Tactile", "TactileStore", "SharedTestSupport", "GtkTestSupport"]),
        // Fuzz targets (libFuzzer entry points in Fuzz/, built by meson-helpers/fuzz) and the
        // tests that replay every input they ever failed on.
        .target(name: "TactileFuzzing", dependencies: ["TactileModel", "TactileStore"]),
        .testTarget(name: "TactileFuzzingTests", dependencies: ["TactileFuzzing"]),
        // In-process benchmarks of the real components (observer layer, popup and
        // context-menu soak), run by meson-helpers/bench.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .executableTarget(name: "TactileBench", dependencies: ["Tactile", "CMalloc"], path: "Sources/TactileBench"),
    ],
    swiftLanguageModes: [.v6]
)
