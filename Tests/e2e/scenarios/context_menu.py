"""The context menu with its live preview, from the pointer and from the keyboard."""

from harness.popovers import open_popover
from harness.scenario import scenario
from harness.tactile import tab_to, wait_page
from harness.waiting import wait_until

GREEN_HEX = "#33C759"


def tile(s, colour):
    return s.tree.wait(role="push button", name=f"{colour} colour")


def context_menu(s):
    return s.tree.wait(role="menu")


def is_red(pixel):
    red, green, blue = pixel[:3]
    return red > 170 and green < 110 and blue < 110


@scenario(platforms=("x11", "wayland"))
def context_menu_scenario(s):
    s.launch("--page", "colors")
    wait_page(s, "Colors")
    green = tile(s, "Green")
    s.step("colours page")

    # The button held as long as a person holds it: the menu shows when it is let go, and the
    # click on an item then chooses it (shown while the button was down, the menu lost that click).
    x, y, width, height = green.extents()
    menu = open_popover(s, lambda: s.pointer.right_click(x + width * 0.3, y + height * 0.5, hold=0.3),
                        role="menu")
    # A screen reader says "Green, #33C759 menu": whose menu it is with what the preview shows
    # (the card itself is hidden from it), and "menu" once; the preview's button then does not
    # say the hex code again, but what activating it does.
    assert menu.name == f"Green, {GREEN_HEX}", f"the menu should be named after its preview, not {menu.name!r}"
    preview = s.tree.wait(role="push button", name="Open Green", within=menu)
    assert GREEN_HEX not in preview.description and preview.description, \
        f"the preview should say what it does, not repeat the menu's hex code: {preview.description!r}"
    s.step("menu with preview")

    s.click(s.tree.wait(role="menu item", name="Set Red", within=menu))
    s.tree.wait_gone(role="menu")
    red = tile(s, "Red")
    assert s.tree.find(role="label", name="Red", within=red), "the rectangle should be labelled Red"
    x, y, width, height = red.extents()
    wait_until(lambda: is_red(s.step("set red").getpixel((round(x + 12), round(y + height / 2)))),
               "the rectangle to be drawn red")

    # From the keyboard: the rectangle focused, Shift+F10 opens the same menu at it.
    tab_to(s, role="push button", name="Red colour")
    s.keys.press("shift+F10")
    menu = context_menu(s)
    s.tree.wait(role="push button", name="Open Red", within=menu)
    s.step("Shift+F10 menu")
    s.keys.press("Escape")
    s.tree.wait_gone(role="menu")
    s.tree.wait_focus(role="push button", name="Red colour")
    s.step("closed, focus back on the rectangle")
