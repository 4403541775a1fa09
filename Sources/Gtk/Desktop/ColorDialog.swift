internal import CGtk

/// The desktop's colour chooser, awaited: `let colour = await ColorDialog.choose(title: "Accent", parent: window)`.
/// GTK 4.10 and later show `GtkColorDialog`, 4.8 `GtkColorChooserDialog`. Answers the colour
/// chosen, or nil when the person cancels.
@MainActor
public enum ColorDialog {
    /// Asks for a colour, starting from `initial` when given.
    public static func choose(title: String, parent: Window?, initial: RGBAColor? = nil) async -> RGBAColor? {
        await withCheckedContinuation { (continuation: CheckedContinuation<RGBAColor?, Never>) in
            let start = UnsafeMutablePointer<GdkRGBA>.allocate(capacity: 1)
            defer { start.deallocate() }
            start.initialize(to: initial?.gdk ?? GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1))
            let startOrNone = initial == nil ? nil : UnsafePointer(start)
            if let calls = NewerGtkCalls.colorDialog {
                let dialog = calls.new()
                calls.setTitle(dialog, title)
                let answer = ColorAnswer(continuation, finish: calls.finish)
                calls.choose(dialog, parent?.windowPointer, startOrNone, nil, colorChosen, Unmanaged.passRetained(answer).toOpaque())
                g_object_unref(UnsafeMutableRawPointer(dialog))
                return
            }
            guard let dialog = cgtk_color_chooser_dialog_new(title, parent?.windowPointer, startOrNone),
                  let window = Object.wrap(unsafePointer: dialog, ownership: .borrowed, as: Window.self) else {
                return continuation.resume(returning: nil)
            }
            var answered = false
            window.onSignal("response") { [weak window] arguments in
                guard !answered, let window else { return }
                answered = true
                var color = GdkRGBA()
                let accepted = arguments.value(at: 0, as: Int.self) == Int(GTK_RESPONSE_OK.rawValue)
                if accepted { cgtk_color_chooser_get_rgba(window.widgetPointer, &color) }
                continuation.resume(returning: accepted ? RGBAColor(color) : nil)
                window.destroy()
            }
            window.present()
        }
    }
}

/// Where a colour dialog's answer goes.
private final class ColorAnswer {
    let continuation: CheckedContinuation<RGBAColor?, Never>
    let finish: NewerGtkCalls.FinishColor
    init(_ continuation: CheckedContinuation<RGBAColor?, Never>, finish: @escaping NewerGtkCalls.FinishColor) {
        self.continuation = continuation
        self.finish = finish
    }
}

private let colorChosen: GAsyncReadyCallback = { dialog, result, data in
    guard let data else { return }
    let answer = Unmanaged<ColorAnswer>.fromOpaque(data).takeRetainedValue()
    var error: UnsafeMutablePointer<GError>?
    let color = answer.finish(OpaquePointer(dialog), result, &error)
    if let error { g_error_free(error) } // dismissed: no colour
    defer { if let color { gdk_rgba_free(color) } }
    answer.continuation.resume(returning: color.map { RGBAColor($0.pointee) })
}
