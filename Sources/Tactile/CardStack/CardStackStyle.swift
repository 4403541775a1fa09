import Gtk

/// The card stack's look, installed once per display. Colours come from the
/// theme (`@theme_base_color` and friends exist in GTK 4.8's Adwaita) except
/// the decisions' colours, which the app gives (`DecisionStyle.color`).
@MainActor
enum CardStackStyle {
    private static let sheet = StyleSheet(css)

    /// Installs the style sheet on the default display; later calls do nothing.
    static func install() { sheet.install() }

    static let css = """
    card {
      border-radius: 12px;
      background-color: #3a3a3a;
      box-shadow: 0 6px 18px alpha(black, 0.22), 0 1px 4px alpha(black, 0.12);
    }
    card:focus-visible {
      outline: 3px solid @theme_selected_bg_color;
      outline-offset: 3px;
    }
    card > label.failure { color: white; padding: 24px; }
    picturecard > gradient {
      background-image: linear-gradient(to bottom, alpha(black, 0) 50%, alpha(black, 0.82) 100%);
    }
    picturecard > .info { padding: 20px 20px 22px 20px; }
    picturecard label.title, picturecard label.badge {
      color: white;
      font-size: 28px;
      font-weight: 600;
      text-shadow: 0 1px 3px alpha(black, 0.5);
    }
    picturecard label.subtitle {
      color: alpha(white, 0.9);
      font-size: 16px;
      text-shadow: 0 1px 2px alpha(black, 0.5);
    }
    picturecard > placeholder > .initials {
      color: alpha(white, 0.92);
      font-size: 96px;
      font-weight: 700;
    }
    picturecard > placeholder.palette-0 { background-image: linear-gradient(160deg, #ff9a8b, #c2456e); }
    picturecard > placeholder.palette-1 { background-image: linear-gradient(160deg, #7fb2f0, #4a4fb0); }
    picturecard > placeholder.palette-2 { background-image: linear-gradient(160deg, #8fd3a8, #2f7d6d); }
    picturecard > placeholder.palette-3 { background-image: linear-gradient(160deg, #f6c76b, #d06a2c); }
    picturecard > placeholder.palette-4 { background-image: linear-gradient(160deg, #c39ff0, #6b3fa0); }
    stamps { border-radius: 12px; }
    stamps > label.stamp {
      font-size: 34px;
      font-weight: 800;
      letter-spacing: 2px;
      padding: 2px 12px;
      border-radius: 8px;
      border: 4px solid currentColor;
      background-color: alpha(black, 0.12);
    }
    emptystate { padding: 24px; }
    emptystate label.title { font-size: 20px; font-weight: 600; }
    emptystate label.message { color: alpha(currentColor, 0.7); }
    cardactions { padding: 12px 16px 20px 16px; }
    cardactions button.round {
      border-radius: 9999px;
      padding: 0;
      min-width: 60px;
      min-height: 60px;
      background-image: none;
      background-color: @theme_base_color;
      border: 1px solid alpha(@theme_fg_color, 0.06);
      box-shadow: 0 4px 12px alpha(black, 0.16), 0 1px 3px alpha(black, 0.10);
    }
    cardactions button.round.small { min-width: 46px; min-height: 46px; }
    cardactions button.round:hover { background-color: mix(@theme_base_color, @theme_fg_color, 0.05); }
    cardactions button.round:active { background-color: mix(@theme_base_color, @theme_fg_color, 0.12); }
    cardactions button.round:disabled { box-shadow: none; }
    cardactions button.round:disabled image { opacity: 0.35; }
    """
}
