// swift-tools-version:6.0
import PackageDescription

// The app, its model (no GTK: its tests need no display) and its window, on Tactile by path.
// Once Tactile is published: .package(url: "https://github.com/tactile/Tactile", from: "0.1.0").
let package = Package(
    name: "AppTemplate",
    dependencies: [.package(name: "Tactile", path: "../..")],
    targets: [
        .target(name: "AppTemplateModel"),
        .target(
            name: "AppTemplateUI",
            dependencies: ["AppTemplateModel", .product(name: "Tactile", package: "Tactile")]
        ),
        .executableTarget(name: "AppTemplate", dependencies: ["AppTemplateUI"]),
        .testTarget(name: "AppTemplateModelTests", dependencies: ["AppTemplateModel"]),
        .testTarget(name: "AppTemplateUITests", dependencies: ["AppTemplateUI"]),
    ],
    swiftLanguageModes: [.v6]
)
