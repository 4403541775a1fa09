import Foundation
import GtkTestSupport
import SharedTestSupport
@testable import Tactile
import TactileStore
import XCTest

/// A shown window with a card stack and its bottom bar over in-memory profiles.
@MainActor
final class CardStackFixture {
    let window = Window()
    let source: InMemoryCardSource<Profile>
    let log = InMemoryDecisionLog<Profile.ID>()
    let stack: CardStackView<Profile>
    let textures = TextureCache(capacity: 6)
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

    /// `card` makes each card's widget instead of the `PictureCard` the demo shows.
    init(profiles: [Profile] = Profile.samples(4, cast: .fourFriends), animations: Bool = false,
         card: (@MainActor (Profile) throws -> Widget?)? = nil) {
        DesktopSettings.current.animationsEnabled = animations
        Self.writeAvatar(named: "face.png")
        source = InMemoryCardSource(profiles)
        stack = Self.makeStack(CardStackModel(source: source, log: log, decisions: Decision.profileDecisions),
                               textures: textures, card: card)
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

    var model: CardStackModel<Profile> { stack.model }
    var top: StackCard<Profile>? { stack.topCardWidget }

    /// A stack over `model` showing each profile as a `PictureCard`, in the words the demo uses.
    static func makeStack(_ model: CardStackModel<Profile>, textures: TextureCache,
                          card: (@MainActor (Profile) throws -> Widget?)? = nil) -> CardStackView<Profile> {
        CardStackView(model: model, decisions: ProfileStyles.all, words: ProfileStyles.words,
                      name: \.name, accessibleName: ProfileStyles.accessibleName(of:)) { profile in
            if let card { return try card(profile) }
            return PictureCard(title: profile.name, badge: "\(profile.age)", subtitle: profile.hobby,
                        picture: textures.texture(at: avatarFolder.appendingPathComponent(profile.avatar).path),
                        placeholderSeed: profile.id)
        }
    }

    /// Runs pending binding updates and layout.
    func settle() {
        BindingScheduler.shared.flush()
        MainLoop.drain()
    }

    /// Where a drag on the top card starts, in the stack: across its middle, a quarter of
    /// the way down (or three quarters).
    func grabPoint(belowMiddle: Bool = false) -> (x: Double, y: Double)? {
        guard let top else { return nil }
        return top.translate(x: Double(top.width) / 2, y: Double(top.height) * (belowMiddle ? 0.75 : 0.25), to: stack)
    }

    /// A real drag on the top card by `translation` over `duration` seconds in `steps`
    /// moves, held `hold` seconds before letting go. It returns a few frames after the
    /// release, with whatever motion the release began still on its way.
    func drag(by translation: Vector2, duration: Double, steps: Int = 10, hold: Double = 0,
              grabBelowMiddle: Bool = false) throws {
        guard let start = grabPoint(belowMiddle: grabBelowMiddle) else { return XCTFail("no top card to grab") }
        try ScreenInput.drag(stack, from: start, to: (start.x + translation.x, start.y + translation.y),
                             duration: duration, steps: steps, hold: hold)
        BindingScheduler.shared.flush()
    }

    /// Whether no card moves.
    var isStill: Bool { !stack.interaction.topOffset.isMoving && !stack.interaction.departingOffset.isMoving }

    func waitUntilIdle() -> Bool {
        MainLoop.wait(until: { self.model.phase == .idle }, atMost: 4)
    }

    func close() {
        window.destroy()
        MainLoop.drain()
        DesktopSettings.current.animationsEnabled = true
    }
}

/// Runs `body` on the GTK thread with a fresh card stack window, closed afterwards.
func runCardStackTest(profiles count: Int = 4, animations: Bool = false,
                      _ body: @MainActor (CardStackFixture) throws -> Void) rethrows {
    try MainActor.assumeIsolated {
        try onGtk {
            let fixture = CardStackFixture(profiles: Profile.samples(count, cast: .fourFriends), animations: animations)
            defer { fixture.close() }
            try body(fixture)
        }
    }
}
