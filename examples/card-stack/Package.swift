// swift-tools-version:6.0
import PackageDescription

// A package of its own: copy this folder anywhere and point the path at your Tactile checkout
// (or use .package(url: "…", from: "0.2.0") once Tactile is published).
let package = Package(
    name: "CardStackExample",
    dependencies: [.package(name: "Tactile", path: "../..")],
    targets: [
        .executableTarget(
            name: "CardStackExample",
            dependencies: [.product(name: "Tactile", package: "Tactile")],
            resources: [.copy("Avatars")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
