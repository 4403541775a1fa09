import Observation
import SharedTestSupport
import TactileStore
import Testing
@testable import TactileModel

@MainActor
@Observable
final class Counter {
    var value = 0
    var flag = false
    var optionalProfile: Profile?
    var profile = Profile.sample(1)
}

@MainActor
@Suite("Binding")
struct BindingTests {
    @Test func getAndSetGoThroughTheClosures() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        #expect(binding.wrappedValue == 1)
        binding.wrappedValue = 5
        #expect(stored == 5)
        #expect(binding.projectedValue.wrappedValue == 5)
    }

    @Test func constantIgnoresWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "fixed")
    }

    @Test func keyPathBindingReadsAndWritesTheModelObservably() {
        let counter = Counter()
        let binding = Binding(counter, \.value)
        binding.wrappedValue = 3
        #expect(counter.value == 3)
        counter.value = 4
        #expect(binding.wrappedValue == 4)
        // Reading through the binding is tracked like reading the model.
        #expect(changesObserved(reading: { _ = binding.wrappedValue }, during: { counter.value = 9 }))
        #expect(!changesObserved(reading: { _ = binding.wrappedValue }, during: { counter.flag = true }))
    }

    @Test func bindableGivesKeyPathBindings() {
        let counter = Counter()
        let bindable = Bindable(counter)
        bindable.value.wrappedValue = 12
        #expect(counter.value == 12)
        #expect(bindable.projectedValue.flag.wrappedValue == false)
    }

    @Test func dynamicMemberReachesIntoValues() {
        let counter = Counter()
        let name = Binding(counter, \.profile).name
        name.wrappedValue = "Ada"
        #expect(counter.profile.name == "Ada")
        #expect(counter.profile.id == "p1")
    }

    @Test func mapConvertsBothWays() {
        let counter = Counter()
        let text = Binding(counter, \.value).map(get: { String($0) }, set: { Int($0) ?? 0 })
        #expect(text.wrappedValue == "0")
        text.wrappedValue = "42"
        #expect(counter.value == 42)
        counter.value = 7
        #expect(text.wrappedValue == "7")
    }

    @Test func isPresentMirrorsAnOptional() {
        let counter = Counter()
        let present = Binding(counter, \.optionalProfile).isPresent()
        #expect(present.wrappedValue == false)
        present.wrappedValue = true
        #expect(counter.optionalProfile == nil, "nothing to present")
        counter.optionalProfile = Profile.sample(2)
        #expect(present.wrappedValue)
        present.wrappedValue = false
        #expect(counter.optionalProfile == nil)
    }
}

@MainActor
@Suite("Drawer presentation mode")
struct DrawerPresentationModeTests {
    @Test func openAndCloseDoNothingWhenAlreadyThere() {
        var mode = DrawerPresentationMode(isOpen: false)
        mode.close(reason: .escape)
        #expect(mode == DrawerPresentationMode(isOpen: false), "closing a closed drawer changes nothing")
        mode.open(reason: .swipe)
        #expect(mode.isOpen)
        #expect(mode.reason == .swipe)
        mode.open(reason: .item)
        #expect(mode.reason == .swipe, "opening an open drawer keeps the reason")
        mode.toggle(reason: .scrim)
        #expect(!mode.isOpen)
        #expect(mode.reason == .scrim)
    }

    @Test func boolBindingMapsToPresentationModeBothWays() {
        let counter = Counter()
        let mode = Binding(counter, \.flag).drawerPresentationMode
        #expect(!mode.wrappedValue.isOpen)
        mode.wrappedValue.open()
        #expect(counter.flag)
        counter.flag = false
        #expect(!mode.wrappedValue.isOpen)
        mode.wrappedValue.toggle()
        #expect(counter.flag)
        mode.wrappedValue.close()
        #expect(!counter.flag)
    }

    @Test func noOpOpenWritesNothingToTheSource() {
        let counter = Counter()
        counter.flag = true
        let mode = Binding(counter, \.flag).drawerPresentationMode
        #expect(!changesObserved(reading: { _ = counter.flag }, during: { mode.wrappedValue.open() }))
        #expect(changesObserved(reading: { _ = counter.flag }, during: { mode.wrappedValue.close() }))
    }
}
