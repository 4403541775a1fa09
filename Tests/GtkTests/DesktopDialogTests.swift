import CGtk
import Foundation
import GtkTestSupport
@testable import Gtk
import XCTest

/// The desktop's dialogs and data exchange, answered by a person's clicks and keys (xdotool
/// under Xvfb, where no portal runs and GTK shows its own dialogs).
final class DesktopDialogTests: XCTestCase {
    func testAnAlertAnswersTheChoiceClickedAndNilForEscape() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let parent = present(Label("Document"))
                defer { parent.destroy() }
                var answers: [Int?] = []
                Task { @MainActor in answers.append(await Alert.choose("Discard the draft?", detail: "It has not been saved.",
                                                                      choices: ["Keep", "Discard"], parent: parent)) }
                guard let alert = waitForWindow(other: parent) else { return XCTFail("no alert shown") }
                XCTAssertEqual(cgtk_accessible_role(alert.gobject), Int32(GTK_ACCESSIBLE_ROLE_DIALOG.rawValue))
                XCTAssertEqual(alert.accessibleLabelSet, "Discard the draft?")
                guard let discard = buttons(in: alert).first(where: { $0.label == "Discard" }) else { return XCTFail("no button") }
                try ScreenInput.click(discard)
                XCTAssertTrue(MainLoop.run(until: { answers.count == 1 }))
                XCTAssertEqual(answers, [1])

                Task { @MainActor in answers.append(await Alert.choose("Quit?", choices: ["Stay", "Quit"], parent: parent)) }
                guard let second = waitForWindow(other: parent) else { return XCTFail("no second alert") }
                try ScreenInput.focus(second)
                try ScreenInput.press("Escape")
                XCTAssertTrue(MainLoop.run(until: { answers.count == 2 }))
                XCTAssertEqual(answers, [1, nil])
                XCTAssertTrue(MainLoop.run(until: { !openWindows().contains { $0 === alert || $0 === second } }), "the alerts went")
            }
        }
    }

    func testAFolderChosenInTheFileDialogIsAnswered() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let base = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-dialog-\(getpid())")
                let chosen = base.appendingPathComponent("Photos")
                try FileManager.default.createDirectory(at: chosen, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: base) }
                let closuresBefore = LiveClosures.count
                let parent = present(Label("Preferences"))
                defer { parent.destroy() }
                var answer: String?? = .none
                Task { @MainActor in answer = .some(await FileDialog.chooseFolder(title: "Photos folder", parent: parent, in: base.path)) }
                guard let dialog = waitForWindow(other: parent) else { return XCTFail("no file dialog shown") }
                MainLoop.run(for: 0.5)
                try ScreenInput.focus(dialog)
                try ScreenInput.press("ctrl+l")
                // The folder's name, in the folder the dialog opened in. The location's completion
                // offers the rest of a name it can guess after the cursor, a moment later (GTK 4.18
                // and 4.24 left it there as the typing went on: "…/Photos/ctile-", "Photos/hotos"):
                // as a person does with a suggestion not wanted, it is then deleted.
                try ScreenInput.type(chosen.lastPathComponent + "/")
                MainLoop.run(for: 0.5)
                try ScreenInput.press("shift+End", "Delete")
                MainLoop.run(for: 0.3)
                try ScreenInput.press("Return")
                if answer == nil { try ScreenInput.press("Return") } // a first Return may only complete the path
                XCTAssertTrue(MainLoop.run(until: { answer != nil }, timeout: 5), "the dialog answered")
                XCTAssertEqual(answer.flatMap { $0 }.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                               chosen.standardizedFileURL.path)
                XCTAssertTrue(MainLoop.run(until: { LiveClosures.count == closuresBefore }), "the dialog and its handler went")
            }
        }
    }

    func testTextCopiedIsReadBackFromTheClipboard() {
        MainActor.assumeIsolated {
            onGtk {
                let window = present(Label("Clipboard"))
                defer { window.destroy() }
                window.copyToClipboard("Tactile ✓")
                var read: String?
                Task { @MainActor in read = await window.clipboardText() }
                XCTAssertTrue(MainLoop.run(until: { read != nil }))
                XCTAssertEqual(read, "Tactile ✓")
            }
        }
    }
}

/// The windows GTK has open now.
@MainActor
private func openWindows() -> [Window] {
    guard let list = gtk_window_get_toplevels() else { return [] }
    return (0..<g_list_model_get_n_items(list)).compactMap { index in
        guard let item = g_list_model_get_item(list, index) else { return nil }
        defer { g_object_unref(item) }
        return Object.wrap(unsafePointer: item, ownership: .borrowed, as: Window.self)
    }
}

/// The first window shown after `other` (and any other open then), once GTK has shown one.
@MainActor
private func waitForWindow(other: Window) -> Window? {
    let before = openWindows().map(ObjectIdentifier.init)
    var found: Window?
    _ = MainLoop.run(until: {
        found = openWindows().first { !before.contains(ObjectIdentifier($0)) && $0.isMapped }
        return found != nil
    })
    MainLoop.run(for: 0.2)
    return found
}

/// Every button in `widget`'s tree.
@MainActor
private func buttons(in widget: Widget) -> [Button] {
    widget.children.flatMap { child in (child as? Button).map { [$0] } ?? buttons(in: child) }
}

final class ColorDialogTests: XCTestCase {
    func testAColourIsAnsweredWhenChosenAndNilWhenCancelled() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let parent = present(Label("Style"))
                defer { parent.destroy() }
                let start = RGBAColor(red: 0.25, green: 0.5, blue: 0.75) // exact in the Float GTK keeps
                var answers: [RGBAColor?] = []
                for choice in ["Select", "Cancel"] {
                    Task { @MainActor in answers.append(await ColorDialog.choose(title: "Accent Colour", parent: parent, initial: start)) }
                    let count = answers.count
                    guard let dialog = colourWindow(besides: parent) else { return XCTFail("no colour dialog shown") }
                    guard let button = buttons(in: dialog).first(where: { $0.label.map(Mnemonic.displayedText(of:)) == choice }) else {
                        return XCTFail("no \(choice) button in \(buttons(in: dialog).compactMap(\.label))")
                    }
                    try ScreenInput.click(button)
                    XCTAssertTrue(MainLoop.run(until: { answers.count == count + 1 }), "the dialog answered \(choice)")
                }
                XCTAssertEqual(answers.count, 2)
                XCTAssertEqual(answers.first ?? nil, start, "Select chose the colour shown")
                XCTAssertNil(answers.last ?? nil, "Cancel chose none")
            }
        }
    }
}

/// The colour dialog once shown: the newest open window other than `parent`.
@MainActor
private func colourWindow(besides parent: Window) -> Window? {
    let before = openWindows().map(ObjectIdentifier.init)
    var found: Window?
    _ = MainLoop.run(until: {
        found = openWindows().first { !before.contains(ObjectIdentifier($0)) && $0.isMapped && $0 !== parent }
        return found != nil
    })
    MainLoop.run(for: 0.3)
    return found
}
