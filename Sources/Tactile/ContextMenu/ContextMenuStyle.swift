import Gtk

/// The context menu's style sheet, installed once per display.
@MainActor
enum ContextMenuStyle {
    // GTK 4.8's theme has one error colour (#cc0000) for light and dark;
    // mixed with the text colour it stays readable on both.
    static let css = """
    popover.menu.tactile-context-menu modelbutton.tactile-destructive,
    popover.menu.tactile-context-menu modelbutton.tactile-destructive:selected {
        color: mix(@error_color, @theme_fg_color, 0.3);
    }
    popover.menu.tactile-context-menu modelbutton.tactile-destructive:disabled {
        color: alpha(mix(@error_color, @theme_fg_color, 0.3), 0.55);
    }
    .tactile-context-menu-preview {
        padding: 4px 0 6px 0;
    }
    button.tactile-context-menu-preview-button {
        padding: 0;
        border-radius: 14px;
        background: none;
        box-shadow: none;
        border: none;
    }
    button.tactile-context-menu-preview-button:focus-visible {
        outline-style: solid;
        outline-width: 3px;
        outline-offset: 1px;
        outline-color: alpha(@theme_selected_bg_color, 0.8);
    }
    button.tactile-context-menu-preview-button:hover .tactile-preview-card {
        box-shadow: 0 2px 8px alpha(black, 0.25);
    }
    .tactile-preview-card {
        border-radius: 14px;
        padding: 16px;
        box-shadow: 0 1px 3px alpha(black, 0.15);
    }
    .tactile-preview-card-plain {
        background-color: alpha(currentColor, 0.08);
    }
    .tactile-preview-title {
        font-weight: bold;
        font-size: 1.4em;
    }
    .tactile-preview-subtitle {
        font-family: monospace;
        font-size: 1.1em;
        opacity: 0.85;
    }
    .tactile-preview-hint {
        font-size: 0.85em;
        opacity: 0.75;
    }
    """

    private static let sheet = StyleSheet(css)

    /// Adds the style sheet to the default display the first time it is asked for.
    static func install() { sheet.install() }
}
