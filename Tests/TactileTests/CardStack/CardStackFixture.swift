import Foundation
@testable import Tactile
import XCTest

/// A shown window with a card stack and its bottom bar over in-memory profiles.
@MainActor
final class CardStackFixture {
    let window = Window()
    let source: InMemoryProfileSource
    let log = InMemoryDecisionLog()
    let stack: CardStackView
    let bar: CardStackActionBar

    static let avatarFolder: URL = {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cardstack-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// A real PNG drawn by GTK itself, so the tests need no image files.
    static func writeAvatar(named name: String) {
        let path = avatarFolder.appendingPathComponent(name).path
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="32" height="40"><rect width="32" height="40" fill="#c2456e"/></svg>"##
        if let texture = try? Texture(data: Data(svg.utf8)) { _ = texture.savePNG(to: path) }
    }

    static let names = [("Ada", 29, "Bouldering"), ("Ben", 31, "Salsa"), ("Cleo", 27, "Chess"), ("Dev", 35, "Sailing")]

    static func profiles(_ count: Int, avatar: (Int) -> String = { _ in "face.png" }) -> [Profile] {
        (0..<count).map { index in
            let person = names[index % names.count]
            return Profile(id: "p\(index)", name: person.0, age: person.1, hobby: person.2, avatar: avatar(index))
        }
    }

    init(profiles: [Profile] = CardStackFixture.profiles(4), animations: Bool = false) {
        DesktopSettings.current.animationsEnabled = animations
        Self.writeAvatar(named: "face.png")
        source = InMemoryProfileSource(profiles)
        stack = CardStackView(model: CardStackModel(source: source, log: log), dataFolder: Self.avatarFolder)
        stack.vexpand = true
        bar = CardStackActionBar(stack: stack)
        let column = Box(.vertical)
        column.append(stack)
        column.append(bar)
        window.setDefaultSize(width: 420, height: 760)
        window.child = column
        window.present()
        XCTAssertTrue(MainLoop.run(until: { self.stack.width > 0 && (self.stack.topCardWidget?.width ?? 0) > 0 }))
        settle()
    }

    var model: CardStackModel { stack.model }
    var top: ProfileCard? { stack.topCardWidget }

    /// Runs pending binding updates and layout.
    func settle() {
        BindingScheduler.shared.flush()
        MainLoop.drain()
    }

    /// A drag on the top card from its middle, `steps` moves spaced `interval` seconds apart.
    func drag(by translation: Vector2, steps: Int = 10, interval: Double, grabBelowMiddle: Bool = false) {
        guard let top else { return XCTFail("no top card") }
        let grabY = Double(top.height) * (grabBelowMiddle ? 0.75 : 0.25)
        guard let start = top.translate(x: Double(top.width) / 2, y: grabY, to: stack) else { return XCTFail("no point") }
        var time = 100.0
        XCTAssertTrue(stack.beginDrag(atX: start.x, y: start.y, time: time))
        for step in 1...steps {
            time += interval
            stack.moveDrag(to: translation.scaled(by: Double(step) / Double(steps)), time: time)
        }
        stack.endDrag(at: translation, time: time)
        settle()
    }

    func waitUntilIdle() -> Bool {
        MainLoop.wait(until: { self.model.phase == .idle }, atMost: 4)
    }

    func close() {
        window.destroy()
        MainLoop.drain()
        DesktopSettings.current.animationsEnabled = true
    }
}
