import Testing
@testable import TactileModel

@Suite("Popup options")
struct PopupOptionsTests {
    @Test func defaultsMatchPopupView() {
        let options = PopupOptions()
        #expect(options.kind == .default)
        #expect(options.resolvedPosition == .center)
        #expect(options.animation == .spring(Spring()))
        #expect(options.autohide == nil)
        #expect(options.closeOnTap)
        #expect(!options.closeOnTapOutside)
        #expect(options.dragToDismiss)
        #expect(options.dragToDismissDistance == 100)
        #expect(options.backdrop == .clear)
        #expect(options.allowsTapsThrough)
        #expect(options.priority == .normal)
        #expect(options.appearFrom == nil && options.disappearTo == nil, "the position's own edge")
        #expect(options.dismissibleIn == nil, "dismissible at once")
        #expect(options.detents == [.medium, .large])
    }

    @Test func kindsSitAtTheirDefaultPositionsUnlessPlaced() {
        #expect(PopupOptions().kind(.toast).resolvedPosition == .bottom)
        #expect(PopupOptions().kind(.floater()).resolvedPosition == .bottom)
        #expect(PopupOptions().kind(.toast).position(.top).resolvedPosition == .top)
        #expect(PopupKind.floater() == .floater(verticalPadding: 10, horizontalPadding: 10, useSafeArea: true))
    }

    @Test func modifiersChainAndLeaveTheOriginalAlone() {
        let base = PopupOptions()
        let options = base
            .kind(.floater(verticalPadding: 20, horizontalPadding: 8))
            .position(.topTrailing)
            .animation(.easeOut(.cubic, duration: .milliseconds(250)))
            .autohide(after: .seconds(3))
            .closeOnTap(false)
            .closeOnTapOutside(true)
            .dragToDismiss(true, distance: 40)
            .backdrop(SRGBColor(red: 0, green: 0, blue: 0, opacity: 0.4))
            .allowsTapsThrough(false)
            .priority(.high)
        #expect(base == PopupOptions())
        #expect(options.kind == .floater(verticalPadding: 20, horizontalPadding: 8, useSafeArea: true))
        #expect(options.resolvedPosition == .topTrailing)
        #expect(options.animation == .easeOut(.cubic, duration: .milliseconds(250)))
        #expect(options.autohide == .seconds(3))
        #expect(!options.closeOnTap)
        #expect(options.closeOnTapOutside)
        #expect(options.dragToDismissDistance == 40)
        #expect(options.backdrop.opacity == 0.4)
        #expect(!options.allowsTapsThrough)
        #expect(options.priority == .high)
        #expect(!options.dragToDismiss(false).dragToDismiss)
        #expect(options.dragToDismiss(false).dragToDismissDistance == 40, "distance kept when not given")
    }
}
