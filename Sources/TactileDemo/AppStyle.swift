import Tactile

/// The app's own style sheet: only what the pages add to the theme, in the
/// theme's named colours so light and dark styles both follow.
@MainActor
enum AppStyle {
    static let sheet = StyleSheet("""
    .tactile-tag-dot { border-radius: 9999px; min-width: 12px; min-height: 12px; }
    .tactile-match-row { padding: 0; }
    /* Selected matches: a tint of the selection colour under the row's own text colours, so
       names stay readable in light, dark and high contrast (the sidebar style's white text
       on a light grey does not). */
    listview.tactile-matches > row:selected {
        background-color: alpha(@theme_selected_bg_color, 0.22);
        color: @theme_fg_color;
        box-shadow: inset 3px 0 0 @theme_selected_bg_color;
    }
    listview.tactile-matches > row:selected:dir(rtl) { box-shadow: inset -3px 0 0 @theme_selected_bg_color; }
    listview.tactile-matches > row:selected label { color: @theme_fg_color; }
    /* A drag past the threshold rings the button for what a release would do (an outline: the
       card stack's own sheet, added later, sets the buttons' shadows). */
    cardactions button.round.tactile-armed { outline: 4px solid @theme_selected_bg_color; outline-offset: 2px; }
    """)
}
