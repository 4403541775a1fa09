/// The popups' look, from the theme's own colours so light and dark both work
/// (GTK 4.8's Adwaita names them `theme_*`; it has no `window_bg_color`).
@MainActor
enum PopupStyle {
    static let css = """
    popuphost > popup {
      /* A touch of the text colour lifts the card off a dark page too. */
      background-color: mix(@theme_base_color, @theme_fg_color, 0.06);
      color: @theme_text_color;
      padding: 14px 18px;
    }
    popuphost > popup.card {
      border-radius: 14px;
      box-shadow: 0 0 0 1px alpha(@theme_fg_color, 0.22), 0 4px 16px alpha(black, 0.35);
    }
    popuphost > popup.toast {
      background-color: alpha(@theme_fg_color, 0.94);
      color: @theme_bg_color;
      padding: 12px 18px;
      box-shadow: 0 0 8px alpha(black, 0.25);
    }
    popuphost > popup.toast button {
      color: @theme_bg_color;
    }
    popuphost > popup.sheet {
      border-radius: 14px 14px 0 0;
      padding: 4px 0 0 0;
      box-shadow: 0 0 0 1px alpha(@theme_fg_color, 0.22), 0 -2px 16px alpha(black, 0.3);
    }
    popuphost > popup .popup-sheet-handle {
      min-height: 0;
      padding: 6px 24px;
    }
    popuphost > popup .popup-sheet-handle-bar {
      background-color: alpha(currentColor, 0.35);
      border-radius: 3px;
    }
    popuphost > popup.toast .popup-toast button {
      font-weight: bold;
    }
    popuphost > popup:focus-within {
      outline: none;
    }
    """

    private static let sheet = StyleSheet(css)

    /// Installs the style sheet on the display once.
    static func install() { sheet.install() }

    /// A class whose background is `color`, its rule installed on first use
    /// (backdrop colours are few, so each gets one small rule).
    static func backdropClass(for color: SRGBColor) -> String {
        let alpha = SRGBColor.byte(color.opacity)
        let name = "tactile-popup-backdrop-\(color.hexCode)\(alpha < 0x10 ? "0" : "")\(String(alpha, radix: 16))"
        guard installedBackdrops.insert(name).inserted else { return name }
        let rgba = "rgba(\(SRGBColor.byte(color.red)), \(SRGBColor.byte(color.green)), "
            + "\(SRGBColor.byte(color.blue)), \(Double(alpha) / 255))"
        CSSProvider(css: ".\(name) { background-color: \(rgba); }").applyToDisplay()
        return name
    }

    private static var installedBackdrops: Set<String> = []
}
