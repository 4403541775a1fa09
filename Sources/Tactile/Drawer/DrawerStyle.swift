import Gtk

/// The drawer's and side menu's style sheet, installed once for the display.
/// Colours come from the theme, so light and dark both work; the menu's
/// background and text colours ease between the two when the desktop style
/// switches instead of snapping.
@MainActor
enum DrawerStyle {
    private static let sheet = StyleSheet(css)

    static func install() { sheet.install() }

    static let css = """
    drawer > scrim {
      background-color: rgba(0, 0, 0, 0.32);
    }
    drawer.overlay > .drawer-menu {
      box-shadow: 0 0 18px rgba(0, 0, 0, 0.28);
    }
    drawer.docked > .drawer-menu {
      border-right: 1px solid alpha(currentColor, 0.12);
    }
    drawer.docked > .drawer-menu:dir(rtl), drawer.docked.trailing > .drawer-menu:dir(ltr) {
      border-right: none;
      border-left: 1px solid alpha(currentColor, 0.12);
    }
    drawer.docked.trailing > .drawer-menu:dir(rtl) {
      border-left: none;
      border-right: 1px solid alpha(currentColor, 0.12);
    }
    /* The resize handle: a grip in the middle of the menu's edge, a full line under the
       pointer or the focus. */
    drawer > resizehandle {
      min-width: 10px;
      background-image: linear-gradient(alpha(currentColor, 0.35), alpha(currentColor, 0.35));
      background-size: 4px 40px;
      background-position: center;
      background-repeat: no-repeat;
    }
    drawer > resizehandle:hover,
    drawer > resizehandle:focus-visible {
      background-image: linear-gradient(@theme_selected_bg_color, @theme_selected_bg_color),
                        linear-gradient(@theme_selected_bg_color, @theme_selected_bg_color);
      background-size: 4px 40px, 2px 100%;
    }
    drawer > resizehandle:focus-visible {
      outline: 2px solid alpha(@theme_selected_bg_color, 0.6);
      outline-offset: -2px;
    }
    sidemenu {
      background-color: mix(@theme_bg_color, @theme_base_color, 0.5);
      color: @theme_fg_color;
      transition: background-color 300ms ease-out, color 300ms ease-out;
      padding: 6px 0;
    }
    sidemenu > button.header {
      padding: 10px 10px;
      margin: 0 6px 6px 6px;
      border-radius: 10px;
    }
    sidemenu > button.header .name {
      font-weight: bold;
    }
    sidemenu > button.header .subtitle {
      font-size: smaller;
      opacity: 0.7;
    }
    sidemenu > separator {
      min-height: 1px;
      margin: 0 12px 6px 12px;
      background-color: alpha(currentColor, 0.12);
    }
    sidemenu button.item {
      padding: 10px 20px;
      margin: 1px 6px;
      border-radius: 8px;
      font-weight: normal;
    }
    sidemenu > entry.search {
      margin: 0 10px 6px 10px;
    }
    sidemenu .section-title {
      font-size: smaller;
      font-weight: bold;
      opacity: 0.7;
      padding: 12px 20px 4px 20px;
    }
    sidemenu .placeholder {
      padding: 24px 12px;
      opacity: 0.7;
    }
    sidemenu button.item .badge {
      font-size: smaller;
      font-weight: bold;
      min-width: 14px;
      padding: 1px 6px;
      border-radius: 9px;
      background-color: alpha(@theme_selected_bg_color, 0.18);
      color: mix(@theme_selected_bg_color, @theme_fg_color, 0.25);
    }
    sidemenu button.item.selected {
      background-color: alpha(@theme_selected_bg_color, 0.2);
      /* Towards the text colour: darker on light, lighter on dark, readable on both. */
      color: mix(@theme_selected_bg_color, @theme_fg_color, 0.25);
      font-weight: bold;
    }
    sidemenu button.item.selected:hover {
      background-color: alpha(@theme_selected_bg_color, 0.28);
    }
    sidemenu button.item.selected:active {
      background-color: alpha(@theme_selected_bg_color, 0.36);
    }
    """
}
