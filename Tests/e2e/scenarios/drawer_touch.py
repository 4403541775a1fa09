"""The side drawer by finger, on a touchscreen (Wayland): a swipe from the leading edge opens it
following the finger (from the right edge in right to left), a swipe on the open menu closes it,
a tap on the scrim closes it, and a finger scrolling the menu's items neither closes nor drags it
(in the shortest window with the largest text, the one way the menu scrolls)."""

from harness.desktop_settings import INTERFACE, TACTILE, set_keys
from harness.portal import set_gnome_keys
from harness.scenario import scenario
from harness.tactile import SIDE_MENU, wait_page, wait_settled, wait_side_menu_closed, wait_side_menu_open
from harness.waiting import stays_true, wait_until

EDGE = 6      # px from the window's edge where the finger lands (the drawer takes 24)
TRAVEL = 120  # px the finger pulls the menu out before the scenario looks
# The window's height for the scrolling menu: shorter than the app allows (539 px), so the shortest.
SHORT_WINDOW = 300
# GNOME's largest text (its schema's limit): only with it does the side menu outgrow that window.
LARGEST_TEXT = "3.0"


def window(s):
    return s.app.window_box()


def edge_swipe(s, finger_to=TRAVEL, rtl=False, looking=None):
    """A finger from the leading edge pulls the menu out by `finger_to`, `looking(finger)` while it
    is held there, then carries on and lets go; returns what `looking` returned."""
    x, y, width, height = window(s)
    start = (x + width - EDGE, y + height / 2) if rtl else (x + EDGE, y + height / 2)
    sign = -1 if rtl else 1
    with s.touch.finger(*start) as finger:
        finger.move_to(start[0] + sign * finger_to, start[1], duration=0.4)
        seen = looking(finger) if looking else None
        finger.move_to(start[0] + sign * (finger_to + 100), start[1], duration=0.15)
    return seen


def menu_edge_on_screen(s, rtl=False):
    """How far the menu reaches into the window, as the screen shows it: along a row near the
    bottom, where the menu is empty, from the leading edge to where its flat colour ends."""
    x, y, width, height = window(s)
    row = s.platform.screenshot().crop((x, round(y + height * 0.85), x + width, round(y + height * 0.85) + 1))
    pixels = [row.getpixel((index, 0)) for index in range(width)]
    if rtl:
        pixels.reverse()
    colour = pixels[2]
    for index, pixel in enumerate(pixels[2:], start=2):
        if max(abs(a - b) for a, b in zip(pixel, colour)) > 24:
            return index
    return width


def follows_finger(s, rtl=False):
    """While the finger holds the menu half out, the menu's edge has come out as far as the finger
    travelled. (GTK lists the menu for screen readers once it is open: the screen says where it is.)"""
    def look(finger):
        edge = wait_until(lambda: (lambda now: now if abs(now - TRAVEL) <= 12 else None)(menu_edge_on_screen(s, rtl)),
                          f"the menu's edge to follow the finger {TRAVEL} px out",
                          describe_last=lambda: f"its edge {menu_edge_on_screen(s, rtl)} px out", timeout=5)
        s.step("menu pulled out by the finger")
        return edge
    return look


@scenario(platforms=("wayland",))
def drawer_touch_scenario(s):
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    s.step("started")

    # From the leading edge, the menu follows the finger and opens when it lets go.
    edge = edge_swipe(s, looking=follows_finger(s))
    menu = wait_side_menu_open(s)
    s.step("opened by an edge swipe")
    s.note(f"held {TRAVEL} px from where it landed, the finger had pulled the menu {edge} px out")

    # A swipe towards the edge on the open menu closes it.
    x, y, width, height = menu.extents()
    start = (x + width * 0.6, y + height * 0.6)
    s.touch.drag(start, (start[0] - 200, start[1]), duration=0.3)
    wait_side_menu_closed(s)
    s.step("closed by a swipe on the menu")

    # A tap on the scrim beside the open menu closes it.
    edge_swipe(s)
    menu = wait_side_menu_open(s)
    x, y, width, height = menu.extents()
    window_x, _, window_width, _ = window(s)
    s.touch.tap(x + width + (window_x + window_width - x - width) / 2, y + height / 2)
    wait_side_menu_closed(s)
    s.step("closed by a tap on the scrim")
    s.app.quit()

    # In the shortest window with the largest text the menu scrolls: a finger moving its items up
    # scrolls them, and neither closes the menu nor drags it.
    set_keys(s, TACTILE, {"window-height": str(SHORT_WINDOW)})
    set_gnome_keys(s, INTERFACE, {"text-scaling-factor": LARGEST_TEXT})
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    edge_swipe(s)
    menu = wait_side_menu_open(s)
    resting = menu.window_extents()
    last = s.tree.wait(role="push button", name="About", within=menu)
    before = last.extents()
    x, y, width, height = menu.extents()
    assert before[1] + before[3] > y + height, \
        f"the window ({window(s)}) should be short enough for the menu's last item to scroll: {before}"
    s.step("short window, menu open")
    with s.touch.finger(x + width / 2, y + height * 0.8) as finger:
        # Up, drifting a little sideways as a thumb does.
        finger.move_to(x + width / 2 - 6, y + height * 0.3, duration=0.5)
        stays_true(lambda: menu.window_extents() == resting, "the menu staying put under a vertical finger", 0.5)
    scrolled = wait_until(lambda: (lambda now: now if now[1] < before[1] - 20 else None)(last.extents()),
                          "the menu's items to scroll up under the finger",
                          describe_last=lambda: f"About at {last.extents()}, was at {before}")
    wait_settled(last)
    s.step("menu scrolled by a finger")
    assert s.tree.find(**SIDE_MENU) is not None and menu.window_extents() == resting, \
        f"scrolling the menu should leave it open where it was ({resting}), not at {menu.window_extents()}"
    s.note(f"a finger scrolled the menu's last item from y={before[1]} to y={scrolled[1]}")
    s.app.quit()

    # Right to left: the menu is on the right and a swipe from the right edge opens it.
    set_keys(s, TACTILE, {"window-height": "760"})
    set_gnome_keys(s, INTERFACE, {"text-scaling-factor": "1.0"})
    s.launch("--page", "discover", "--rtl")
    wait_page(s, "Discover")
    edge_swipe(s, rtl=True, looking=follows_finger(s, rtl=True))
    menu = wait_side_menu_open(s)
    x, _, width, _ = menu.window_extents()
    _, _, window_width, _ = s.tree.find(role="frame").window_extents()
    assert x + width == window_width, f"in right to left the menu should open on the right, not at x={x}"
    s.step("right to left: opened by a swipe from the right edge")
