"""The desktop's style through the real Settings portal (xdg-desktop-portal and its GTK backend,
as GNOME runs them), and high contrast from GNOME's key, on X11 and on Wayland.

- The portal says prefer-dark while the app's own GNOME keys say nothing: the window is dark, so
  the portal was read first. The portal's setting turned back to default while the app runs: the
  window turns light (the portal's SettingChanged was followed).
- org.gnome.desktop.a11y.interface high-contrast on (the portal of this desktop does not carry
  contrast): GTK's high-contrast theme, whose buttons have darker outlines; off again while the app
  runs, Adwaita's lighter ones are back.
"""

from harness.desktop_settings import ACCESSIBILITY, INTERFACE, set_keys
from harness.portal import available, read_setting, set_gnome_keys, start_portal
from harness.scenario import ScenarioSkipped, scenario
from harness.tactile import wait_page
from harness.waiting import wait_until
from scenarios.desktop_settings import DARK, LIGHT, wait_for_background

# A framed button's top edge: about 200 in Adwaita, about 135 in GTK's HighContrast theme.
HIGH_CONTRAST_OUTLINE = 170
NORMAL_OUTLINE = 185


def needs_portal():
    if not available():
        raise ScenarioSkipped("xdg-desktop-portal and xdg-desktop-portal-gtk are not installed")


@scenario(platforms=("x11", "wayland"))
def desktop_portal_style_scenario(s):
    needs_portal()
    set_keys(s, INTERFACE, {"color-scheme": "'default'"})
    portal = start_portal(s, {INTERFACE: {"color-scheme": "'prefer-dark'"}})
    wait_until(lambda: read_setting(portal.environment, "org.freedesktop.appearance", "color-scheme") == "(<<uint32 1>>,)",
               "the portal to say the desktop prefers dark")
    s.launch("--page", "colors", "--style", "system")
    wait_page(s, "Colors")
    wait_for_background(s, lambda value: value < DARK, "the window to be dark as the portal says",
                        "the portal prefers dark")
    portal.set_keys(INTERFACE, {"color-scheme": "'default'"})
    wait_for_background(s, lambda value: value > LIGHT, "the window to turn light with the portal",
                        "the portal has no preference again", timeout=10)


def outline_luminance(s, node):
    """The darkest of the middle of a button's top edge, two pixels deep."""
    x, y, width, height = (round(value) for value in node.extents())
    band = s.platform.screenshot().crop((x + width // 5, y, x + width - width // 5, y + 2)).convert("L")
    return min(band.getdata())


@scenario(platforms=("x11", "wayland"))
def desktop_high_contrast_scenario(s):
    set_gnome_keys(s, ACCESSIBILITY, {"high-contrast": "true"})
    s.launch("--page", "colors", "--style", "system")
    wait_page(s, "Colors")
    button = s.tree.wait(role="push button", name="Main Menu")
    try:
        wait_until(lambda: outline_luminance(s, button) < HIGH_CONTRAST_OUTLINE, "the buttons to have high-contrast outlines",
                   timeout=5, describe_last=lambda: f"outline luminance {outline_luminance(s, button)}")
    finally:
        s.step("high contrast")
    set_gnome_keys(s, ACCESSIBILITY, {"high-contrast": "false"})
    try:
        wait_until(lambda: outline_luminance(s, button) > NORMAL_OUTLINE, "the outlines to go with high contrast",
                   timeout=10, describe_last=lambda: f"outline luminance {outline_luminance(s, button)}")
    finally:
        s.step("normal contrast again")
