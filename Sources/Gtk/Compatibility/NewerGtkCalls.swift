internal import CGtk
import Glibc

/// Calls that GTK added after 4.8, looked up in the running GTK: built against
/// 4.8's headers they do not exist at compile time, and built against newer
/// headers their 4.8 predecessors are deprecated. Each is nil where the running
/// GTK lacks it, and the caller keeps 4.8's way.
@MainActor
enum NewerGtkCalls {
    typealias LoadFromString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void
    typealias ComputePoint = @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GtkWidget>?,
                                             UnsafePointer<graphene_point_t>?, UnsafeMutablePointer<graphene_point_t>?) -> gboolean

    typealias Announce = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Void

    /// `gtk_accessible_announce` (4.14): a message for screen readers to say now.
    static let announce: Announce? = symbol("gtk_accessible_announce", since: (4, 14))
    /// `gtk_css_provider_load_from_string` (4.12), which replaces `load_from_data`.
    static let cssLoadFromString: LoadFromString? = symbol("gtk_css_provider_load_from_string", since: (4, 12))
    /// `gtk_widget_compute_point` (4.12), which replaces `gtk_widget_translate_coordinates`.
    static let computePoint: ComputePoint? = symbol("gtk_widget_compute_point", since: (4, 12))

    typealias NewFileDialog = @convention(c) () -> OpaquePointer?
    typealias SetString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void
    typealias SetFile = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    typealias StartFileDialog = @convention(c) (OpaquePointer?, UnsafeMutablePointer<GtkWindow>?, OpaquePointer?,
                                                GAsyncReadyCallback?, gpointer?) -> Void
    typealias FinishFileDialog = @convention(c) (OpaquePointer?, OpaquePointer?,
                                                 UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> OpaquePointer?

    /// `GtkFileDialog` (4.10), which replaces `GtkFileChooserNative`: its calls, or nil.
    struct FileDialogCalls {
        let new: NewFileDialog
        let setTitle: SetString
        let setInitialFolder: SetFile
        let setInitialName: SetString
        let open: StartFileDialog, openFinish: FinishFileDialog
        let save: StartFileDialog, saveFinish: FinishFileDialog
        let selectFolder: StartFileDialog, selectFolderFinish: FinishFileDialog
    }

    static let fileDialog: FileDialogCalls? = {
        guard let new: NewFileDialog = symbol("gtk_file_dialog_new", since: (4, 10)),
              let setTitle: SetString = symbol("gtk_file_dialog_set_title", since: (4, 10)),
              let setInitialFolder: SetFile = symbol("gtk_file_dialog_set_initial_folder", since: (4, 10)),
              let setInitialName: SetString = symbol("gtk_file_dialog_set_initial_name", since: (4, 10)),
              let open: StartFileDialog = symbol("gtk_file_dialog_open", since: (4, 10)),
              let openFinish: FinishFileDialog = symbol("gtk_file_dialog_open_finish", since: (4, 10)),
              let save: StartFileDialog = symbol("gtk_file_dialog_save", since: (4, 10)),
              let saveFinish: FinishFileDialog = symbol("gtk_file_dialog_save_finish", since: (4, 10)),
              let selectFolder: StartFileDialog = symbol("gtk_file_dialog_select_folder", since: (4, 10)),
              let selectFolderFinish: FinishFileDialog = symbol("gtk_file_dialog_select_folder_finish", since: (4, 10))
        else { return nil }
        return FileDialogCalls(new: new, setTitle: setTitle, setInitialFolder: setInitialFolder, setInitialName: setInitialName,
                               open: open, openFinish: openFinish, save: save, saveFinish: saveFinish,
                               selectFolder: selectFolder, selectFolderFinish: selectFolderFinish)
    }()

    typealias ChooseColor = @convention(c) (OpaquePointer?, UnsafeMutablePointer<GtkWindow>?, UnsafePointer<GdkRGBA>?,
                                            OpaquePointer?, GAsyncReadyCallback?, gpointer?) -> Void
    typealias FinishColor = @convention(c) (OpaquePointer?, OpaquePointer?,
                                            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> UnsafeMutablePointer<GdkRGBA>?

    /// `GtkColorDialog` (4.10), which replaces `GtkColorChooserDialog`: its calls, or nil.
    struct ColorDialogCalls {
        let new: NewFileDialog
        let setTitle: SetString
        let choose: ChooseColor
        let finish: FinishColor
    }

    static let colorDialog: ColorDialogCalls? = {
        guard let new: NewFileDialog = symbol("gtk_color_dialog_new", since: (4, 10)),
              let setTitle: SetString = symbol("gtk_color_dialog_set_title", since: (4, 10)),
              let choose: ChooseColor = symbol("gtk_color_dialog_choose_rgba", since: (4, 10)),
              let finish: FinishColor = symbol("gtk_color_dialog_choose_rgba_finish", since: (4, 10))
        else { return nil }
        return ColorDialogCalls(new: new, setTitle: setTitle, choose: choose, finish: finish)
    }()

    private static func symbol<Function>(_ name: String, since version: (UInt32, UInt32)) -> Function? {
        guard Toolkit.isAtLeast(version.0, version.1), let handle = dlopen(nil, RTLD_NOW),
              let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: Function.self)
    }
}
