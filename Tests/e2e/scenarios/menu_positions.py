"""An open menu's items are where the accessibility tree says: a click at an item's reported
centre runs that item.

A magnifier and Orca's mouse review place an item by the extents AT-SPI gives in the main
window's coordinates. GTK 4.8 gave those of a popover's items as if the popover were drawn at
its parent's origin: the header bar's menu 32 px higher and 102 px to the right of where it is
drawn, a context menu 51 px higher and 42 px to the left, so the click reached a neighbour or
nothing. X11 only: there the window's place is known, so the tree's coordinates become the
screen's without asking where the popover is (which `Node.extents()` does, and so hides this).
"""

from harness.scenario import scenario
from harness.tactile import wait_page, wait_settled


def click_reported_centre(s, node):
    """Clicks the middle of `node` as the tree places it within the main window."""
    x, y, width, height = node.window_extents()
    origin_x, origin_y = s.tree.window_origin()
    s.pointer.click(origin_x + x + width / 2, origin_y + y + height / 2)


@scenario
def menu_positions_scenario(s):
    s.launch("--page", "about")
    wait_page(s, "About")

    # The header bar's main menu: its page item, clicked where the tree says it is, opens the page.
    s.click(s.tree.wait(role="push button", name="Main Menu"))
    menu = s.tree.wait(role="menu")
    colors = s.tree.wait(role="menu item", name="Colors", within=menu)
    wait_settled(colors)
    s.step("main menu")
    click_reported_centre(s, colors)
    s.tree.wait_gone(role="menu")
    wait_page(s, "Colors")

    # A context menu, opened at the pointer inside a colour's rectangle, with its preview above
    # the items: "Set Red" clicked where the tree says it is turns the rectangle red.
    green = s.tree.wait(role="push button", name="Green colour")
    x, y, width, height = green.extents()
    s.pointer.right_click(x + width * 0.3, y + height * 0.5, hold=0.3)
    menu = s.tree.wait(role="menu")
    set_red = s.tree.wait(role="menu item", name="Set Red", within=menu)
    wait_settled(set_red)
    s.step("context menu")
    click_reported_centre(s, set_red)
    s.tree.wait_gone(role="menu")
    s.tree.wait(role="push button", name="Red colour")
    s.step("set red")
