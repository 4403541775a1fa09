import Gtk

/// The context menu's style sheet, installed once per display.
@MainActor
enum ContextMenuStyle {
    // GTK 4.8's theme has one error colour (#cc0000) for light and dark;
    // mixed with the text colour it stays readable on both.
    static let css = """
    popover.menu.context-menu modelbutton.destructive,
    popover.menu.context-menu modelbutton.destructive:selected {
        color: mix(@error_color, @theme_fg_color, 0.3);
    }
    popover.menu.context-menu modelbutton.destructive:disabled {
        color: alpha(mix(@error_color, @theme_fg_color, 0.3), 0.55);
    }
    menuitemrow {
        min-height: 30px;
        padding: 0 12px;
        border-radius: 6px;
    }
    menuitemrow.fills-row {
        padding: 0;
    }
    menuitemrow:hover,
    menuitemrow:focus-visible {
        background-color: alpha(currentColor, 0.1);
    }
    menuitemrow:active {
        background-color: alpha(currentColor, 0.16);
    }
    menuitemrow.destructive {
        color: mix(@error_color, @theme_fg_color, 0.3);
    }
    menupreview {
        padding: 4px 0 6px 0;
    }
    menupreview > button.preview {
        padding: 0;
        border-radius: 14px;
        background: none;
        box-shadow: none;
        border: none;
    }
    menupreview > button.preview:focus-visible {
        outline-style: solid;
        outline-width: 3px;
        outline-offset: 1px;
        outline-color: alpha(@theme_selected_bg_color, 0.8);
    }
    menupreview > button.preview:hover previewcard {
        box-shadow: 0 2px 8px alpha(black, 0.25);
    }
    previewcard {
        border-radius: 14px;
        padding: 16px;
        box-shadow: 0 1px 3px alpha(black, 0.15);
    }
    previewcard.plain {
        background-color: alpha(currentColor, 0.08);
    }
    previewcard label.title {
        font-weight: bold;
        font-size: 1.4em;
    }
    previewcard label.subtitle {
        font-family: monospace;
        font-size: 1.1em;
        opacity: 0.85;
    }
    """

    /// How the preview fades before a `.pop` commit closes the menu. The motion engine's, not a
    /// CSS transition: GTK 4.8 on X11 left a popover closed while a transition ran on its
    /// content on the screen, an empty window taking the clicks meant for the one below.
    static let popFade = MotionCurve.easeOut(.cubic, duration: 0.15)

    private static let sheet = StyleSheet(css)

    /// Adds the style sheet to the default display the first time it is asked for.
    static func install() { sheet.install() }
}
