internal import CGtk

/// The desktop's dialogs for choosing a file to open, a file to save and a folder, awaited:
/// `let folder = await FileDialog.chooseFolder(title: "Photos", parent: window)`. GTK 4.10 and
/// later show `GtkFileDialog`, 4.8 `GtkFileChooserNative`; both go through the desktop portal
/// (the desktop's own dialog, outside a sandbox's walls) when there is one, and show GTK's
/// own dialog when there is not. Each answers the chosen path, or nil when the person cancels.
@MainActor
public enum FileDialog {
    /// Which of the desktop's file dialogs.
    enum Purpose {
        case open, save, folder
    }

    /// Asks for a file to open, starting in `folder` when given.
    public static func chooseFileToOpen(title: String, parent: Window?, in folder: String? = nil) async -> String? {
        await choose(.open, title: title, parent: parent, folder: folder, name: nil)
    }

    /// Asks where to save a file, suggesting `name` in `folder`.
    public static func chooseFileToSave(title: String, parent: Window?, name: String? = nil,
                                        in folder: String? = nil) async -> String? {
        await choose(.save, title: title, parent: parent, folder: folder, name: name)
    }

    /// Asks for a folder, starting in `folder` when given.
    public static func chooseFolder(title: String, parent: Window?, in folder: String? = nil) async -> String? {
        await choose(.folder, title: title, parent: parent, folder: folder, name: nil)
    }

    static func choose(_ purpose: Purpose, title: String, parent: Window?, folder: String?, name: String?) async -> String? {
        await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let answer = FileDialogAnswer(continuation)
            if let calls = NewerGtkCalls.fileDialog {
                showFileDialog(calls, purpose, title: title, parent: parent, folder: folder, name: name, answer: answer)
            } else {
                showFileChooser(purpose, title: title, parent: parent, folder: folder, name: name, answer: answer)
            }
        }
    }

    /// GTK 4.10 and later.
    private static func showFileDialog(_ calls: NewerGtkCalls.FileDialogCalls, _ purpose: Purpose, title: String,
                                       parent: Window?, folder: String?, name: String?, answer: FileDialogAnswer) {
        let dialog = calls.new()
        calls.setTitle(dialog, title)
        if let folder {
            let file = g_file_new_for_path(folder)
            calls.setInitialFolder(dialog, file)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        if let name { calls.setInitialName(dialog, name) }
        let start: NewerGtkCalls.StartFileDialog
        switch purpose {
        case .open: (start, answer.finish) = (calls.open, calls.openFinish)
        case .save: (start, answer.finish) = (calls.save, calls.saveFinish)
        case .folder: (start, answer.finish) = (calls.selectFolder, calls.selectFolderFinish)
        }
        // The call keeps the dialog while it is shown; the answer box is released in the callback.
        start(dialog, parent?.windowPointer, nil, fileDialogFinished, Unmanaged.passRetained(answer).toOpaque())
        g_object_unref(UnsafeMutableRawPointer(dialog))
    }

    /// GTK 4.8.
    private static func showFileChooser(_ purpose: Purpose, title: String, parent: Window?, folder: String?,
                                        name: String?, answer: FileDialogAnswer) {
        let action: GtkFileChooserAction = switch purpose {
        case .open: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .folder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
        guard let chooser = cgtk_file_chooser_native_new(title, parent?.windowPointer, action, nil) else {
            return answer.resume(nil)
        }
        if let folder {
            let file = g_file_new_for_path(folder)
            cgtk_file_chooser_set_current_folder(chooser, file)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        if let name { cgtk_file_chooser_set_current_name(chooser, name) }
        let wrapper = Object(unsafePointer: chooser, ownership: .transferred)
        // The answer holds the wrapper (and so the chooser) until the person answers, and the
        // handler the answer; `resume` lets go of the wrapper, which lets go of both.
        answer.keepAlive = wrapper
        wrapper.onSignal("response") { arguments in
            var path: String?
            if arguments.value(at: 0, as: Int.self) == Int(CGTK_RESPONSE_ACCEPT), let file = cgtk_file_chooser_get_file(chooser) {
                path = FileDialog.path(of: file)
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            cgtk_native_dialog_destroy(chooser)
            answer.resume(path)
        }
        cgtk_native_dialog_show(chooser)
    }

    nonisolated static func path(of file: OpaquePointer) -> String? {
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}

/// Where a file dialog's answer goes, once.
@MainActor
final class FileDialogAnswer {
    private var continuation: CheckedContinuation<String?, Never>?
    var finish: NewerGtkCalls.FinishFileDialog?
    var keepAlive: Object?

    init(_ continuation: CheckedContinuation<String?, Never>) { self.continuation = continuation }

    func resume(_ path: String?) {
        continuation?.resume(returning: path)
        continuation = nil
        // Released after the handler returns: the chooser is still emitting its response.
        if let kept = keepAlive { MainLoop.idle { _ = kept } }
        keepAlive = nil
    }
}

private let fileDialogFinished: GAsyncReadyCallback = { dialog, result, data in
    guard let data else { return }
    let answer = Unmanaged<FileDialogAnswer>.fromOpaque(data).takeRetainedValue()
    nonisolated(unsafe) let dialog = dialog, result = result
    MainActor.assumeIsolated {
        var error: UnsafeMutablePointer<GError>?
        let file = answer.finish?(OpaquePointer(dialog), result, &error)
        if let error { g_error_free(error) } // dismissed, or the portal failed: no file either way
        let path = file.flatMap { FileDialog.path(of: $0) }
        if let file { g_object_unref(UnsafeMutableRawPointer(file)) }
        answer.resume(path)
    }
}
