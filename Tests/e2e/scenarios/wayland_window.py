"""The mouse and the keyboard under GNOME's compositor (Wayland): the window where mutter places it,
with GTK's own header bar (its close button included) that moves the window when dragged, a
context menu opened in the monitor's corner that slides to stay wholly on screen and still
answers the pointer, and the wheel.
"""

from harness.desktop_settings import TACTILE, set_keys
from harness.popovers import open_popover
from harness.scenario import scenario
from harness.tactile import wait_page
from harness.waiting import wait_until
from harness.wayland_windows import mutter_placement

HEADER = 46  # px: the header bar's height (AT-SPI: the window's content starts below it)
MARGIN = 6   # px left between the dragged window and the monitor's edges


def is_light(pixel):
    return min(pixel) > 200


def edges_on_screen(s):
    """Whether the screen shows the light window exactly where it is said to be: each edge's
    inside pixels are the window's, the pixels just outside are the desktop's."""
    x, y, width, height = s.app.window_box()
    image = s.platform.screenshot()
    middle_x, middle_y = x + width // 2, y + height // 2
    inside = [(x, middle_y), (x + width - 1, middle_y), (middle_x, y + height - 1), (middle_x, y + HEADER + 4)]
    outside = [(x - 2, middle_y), (x + width + 1, middle_y), (middle_x, y + height + 1), (middle_x, y - 2)]
    return all(is_light(image.getpixel(point)) for point in inside) and \
        not any(is_light(image.getpixel(point)) for point in outside)


def wholly_on_monitor(s, menu):
    """Whether the menu as drawn (its border; not its surface's shadow margin) lies on the monitor."""
    left, top, right, bottom = s.app.windows.outline(menu)
    monitor_width, monitor_height = s.platform.monitor
    return 0 <= left and 0 <= top and right <= monitor_width and bottom <= monitor_height


@scenario(platforms=("wayland",))
def wayland_window_scenario(s):
    set_keys(s, TACTILE, {"window-height": "300"})  # the app allows no less than 539
    s.launch("--page", "colors", "--style", "light")
    wait_page(s, "Colors")
    _, _, width, height = s.app.window_box()
    assert s.app.window_origin() == mutter_placement(s.platform.monitor, (width, height))
    wait_until(lambda: edges_on_screen(s), "the window to show where mutter's placement puts it",
               describe_last=lambda: f"the window said to be at {s.app.window_box()}")
    s.step("placed by mutter")

    # GTK's own header bar: its buttons, the close button at its end (GNOME's layout has no other).
    header = [node for node in s.tree.find_all(role="push button") if node.window_extents()[1] < HEADER]
    names = [node.name for node in sorted(header, key=lambda node: node.window_extents()[0])]
    assert names[0] == "Side Menu" and names[-1] == "Close", f"the header bar's buttons: {names}"
    close = header[[node.name for node in header].index("Close")]
    assert close.window_extents()[0] + close.window_extents()[2] > width - 48, \
        f"the close button should end the header bar, at {close.window_extents()}"

    # The header bar drags the window (mutter moves it), here into the monitor's bottom-right corner.
    x, y, width, height = s.app.window_box()
    grip = (x + 110, y + HEADER / 2)  # between the side menu button and the title
    monitor_width, monitor_height = s.platform.monitor
    shift = (monitor_width - MARGIN - (x + width), monitor_height - MARGIN - (y + height))
    s.pointer.drag(grip, (grip[0] + shift[0], grip[1] + shift[1]), duration=0.6, hold_before_release=0.1)
    moved = s.app.windows.relocate()
    s.step("window dragged by its header bar")
    assert abs(moved[0] - (x + shift[0])) <= 2 and abs(moved[1] - (y + shift[1])) <= 2, \
        f"dragging the header bar by {shift} should move the window there, it is at {moved}"
    wait_until(lambda: edges_on_screen(s), "the moved window to show where it was found")

    # There a context menu has room neither to the right of the pointer nor below it: it slides to
    # stay wholly on the monitor, and its items still answer the pointer.
    rectangle = s.tree.wait(role="push button", name="Green colour")
    x, y, width, height = rectangle.extents()
    pointer = (x + width * 0.8, y + height * 0.8)
    menu = open_popover(s, lambda: s.pointer.right_click(*pointer), role="menu")
    s.step("context menu in the monitor's corner")
    menu_x, menu_y, menu_width, menu_height = menu.extents()
    assert pointer[0] + menu_width > monitor_width and pointer[1] + menu_height > monitor_height, \
        f"the menu ({menu_width}×{menu_height}) should not fit beside the pointer at {pointer}"
    assert wholly_on_monitor(s, menu), f"the menu should stay on the monitor, it shows at {s.app.windows.outline(menu)}"
    s.click(s.tree.wait(role="menu item", name="Set Red", within=menu))
    s.tree.wait_gone(role="menu")
    s.tree.wait(role="push button", name="Red colour")
    s.step("item chosen in the slid menu")

    # The wheel scrolls the Popups page, and the keyboard works in the moved window.
    s.keys.press("ctrl+4")
    wait_page(s, "Popups")
    last = s.tree.wait(role="push button", name="Priorities")
    before = last.extents()
    x, y = s.tree.wait(role="push button", name="Top toast").centre()
    s.pointer.scroll(x, y, 5)
    wait_until(lambda: last.extents()[1] < before[1], "the wheel to scroll the Popups page",
               describe_last=lambda: f"Priorities at {last.extents()}, was at {before}")
    s.step("wheel scrolled the page")
    status = s.app.quit()
    assert status == 0, f"Ctrl+Q ended the app with status {status}"
