// swift-tools-version:6.0
import PackageDescription

// A package of its own: copy this folder anywhere and point the path at your Tactile checkout
// (or use .package(url: "…", from: "0.1.0") once Tactile is published).
let package = Package(
    name: "PreferencesExample",
    dependencies: [.package(name: "Tactile", path: "../..")],
    targets: [
        .executableTarget(
            name: "PreferencesExample",
            dependencies: [.product(name: "Tactile", package: "Tactile")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
