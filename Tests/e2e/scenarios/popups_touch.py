"""Popups by finger, on a touchscreen (Wayland): a tap closes a popup whose options say so and
leaves one whose options say not, a finger drags the sheet away (and a short drag springs back),
a tap outside closes the backdrop popup, and a finger resting on a toast holds it for as long as
it rests. A touchscreen has no hover: once the finger has left (slid over the toast from beside
it, or slid off it after resting), nothing may wait for a pointer to leave, and the toast hides
when its time is up."""

from harness.scenario import scenario
from harness.tactile import wait_page, wait_popup_at_rest, wait_settled
from harness.waiting import stays_true, wait_until
from scenarios.popup_options import show_revealed
from scenarios.popups import REASONS, expect_gone

TOAST_SECONDS = 2.0  # the auto-hiding toast's time


def show(s, button, title):
    """Taps the gallery button and waits for the popup named `title` to come to rest."""
    s.tap(s.tree.wait(role="push button", name=button))
    # Within the page alone, which is quicker than the whole window: the toast shows for 2 s.
    popup = s.tree.wait(name=title, within=s.tree.wait(role="panel", name="Popups"))
    wait_popup_at_rest(s, popup)
    s.step(f"{button}: shown")
    return popup


@scenario(platforms=("wayland",))
def popups_touch_scenario(s):
    s.launch("--page", "popups")
    wait_page(s, "Popups")

    # A tap closes the tutorial's popup, as its options say.
    popup = show(s, "The tutorial's popup", "Hello from the bottom")
    s.tap(popup)
    expect_gone(s, "Hello from the bottom", "tapInside")
    s.step("tutorial popup closed by a tap")

    # The sheet does not close on a tap; a short drag springs back, a longer one takes it away.
    sheet = show(s, "Drag-to-dismiss sheet", "A sheet")
    resting = sheet.extents()
    s.tap(sheet)
    stays_true(lambda: s.tree.find(name="A sheet") is not None, "the sheet staying after a tap on it")
    x, y, width, height = resting
    grip = (x + width / 2, y + 10)  # its grabber, at its top: the finger stays on the screen
    s.touch.drag(grip, (grip[0], grip[1] + 30), duration=0.4, hold_before_release=0.2)
    s.tree.wait(name="A sheet")
    # Back where it rested, give or take a pixel of the spring's rounding.
    wait_until(lambda: all(abs(a - b) <= 2 for a, b in zip(wait_settled(sheet), resting)),
               "the sheet to spring back after a 30 px drag",
               describe_last=lambda: f"the sheet at {sheet.extents()}, at rest at {resting}")
    s.step("sheet: tapped and dragged a little, still there")
    s.touch.drag(grip, (grip[0], grip[1] + 100), duration=0.4)
    expect_gone(s, "A sheet", "drag")
    s.step("sheet dragged away by a finger")

    # A tap beside the backdrop popup closes it.
    show(s, "Backdrop, tap outside", "Look around")
    window_x, window_y, window_width, _ = s.app.window_box()
    s.touch.tap(window_x + window_width / 2, window_y + 120)
    expect_gone(s, "Look around", "tapOutside")
    s.step("backdrop popup closed by a tap outside")

    # A touchscreen has no hover: a finger that slides onto the toast from beside it (no press on
    # it, no tap) and off again leaves nothing behind, and the toast hides in its time.
    failed = []
    toast = show(s, "Auto-hiding toast", "Changes saved")
    x, y, width, height = toast.extents()
    # Above it in the page's margin, left of the gallery's buttons: a finger lifted on a button
    # that it pressed would press it.
    window_x = s.app.window_box()[0]
    beside, on = (window_x + 14, y - 60), (window_x + 14, y + height / 2)
    with s.touch.finger(*beside) as finger:
        finger.move_to(*on, duration=0.3)
        finger.rest(0.5)
        finger.move_to(*beside, duration=0.3)
    try:
        s.tree.wait_gone(name="Changes saved", timeout=TOAST_SECONDS + 6)
        s.step("toast gone after a finger slid over it")
    except AssertionError:
        s.step("toast still there after a finger slid over it")
        failed.append("a finger slid onto the toast from beside it and off again, and the toast stayed past its "
                      "time, as if a pointer still hovered it")
        s.tap(s.tree.wait(name="Changes saved"))
        s.tree.wait_gone(name="Changes saved")

    # A finger resting on the toast holds it past its time; once the finger has slid off it and
    # lifted elsewhere (no tap), the toast hides by itself.
    toast = show(s, "Auto-hiding toast", "Changes saved")
    x, y, width, height = toast.extents()
    with s.touch.finger(x + width / 2, y + height / 2) as finger:
        stays_true(lambda: s.tree.find(name="Changes saved") is not None,
                   "the toast staying while a finger rests on it", seconds=TOAST_SECONDS + 1.5)
        s.step("finger resting on the toast past its time")
        finger.move_to(x + width / 2, y - 150, duration=0.3)
    s.tree.wait_gone(name="Changes saved", timeout=TOAST_SECONDS + 6)
    reason = last_reason(s)
    s.step("toast gone once the finger had left")
    if reason != REASONS["autohide"]:
        failed.append("a finger rested on the toast, slid 150 px off it and lifted there, which is no tap: the "
                      f"toast should have hidden when its time was up, but the page says {reason!r}")
    assert not failed, "; ".join(failed)


def last_reason(s):
    """The page's sentence about how the last popup went."""
    node = s.tree.wait(role="label", name_matches="^The last popup ")
    return node.name


@scenario(platforms=("wayland",))
def sheet_touch_scenario(s):
    """The scrolling sheet by finger (PopupView's issues #262, #293, #164): a finger pushing up
    grows the sheet to its tall detent before the list scrolls; then it scrolls the list; a finger
    pulling down on the scrolled list scrolls it back rather than closing the sheet; and from the
    list's top a pull down takes the sheet away."""
    s.launch("--page", "popups")
    wait_page(s, "Popups")
    page = s.tree.wait(role="panel", name="Popups")
    host_height = page.children()[0].extents()[3]
    sheet = show_revealed(s, "Scrolling sheet", "Messages", press=s.tap)
    x, y, width, height = wait_settled(sheet)
    assert abs(height - host_height * 0.5) <= 8, f"the sheet should open at half the page ({host_height}), not {height}"
    first = s.tree.wait(role="label", name="Message 1", within=sheet)

    # Up from the list: the sheet grows first, the list stays at its top.
    point = (x + width / 2, y + height * 0.7)
    list_top = first.extents()[1]
    s.touch.drag(point, (point[0], point[1] - 250), duration=0.5, hold_before_release=0.2)
    wait_until(lambda: abs(wait_settled(sheet)[3] - host_height * 0.9) <= 8, "the sheet to grow to its tall detent",
               describe_last=lambda: sheet.extents())
    s.step("finger up: the sheet grew")

    # Up again: now the list scrolls, the sheet stays.
    x, y, width, height = sheet.extents()
    point = (x + width / 2, y + height * 0.8)
    list_top = first.extents()[1]
    s.touch.drag(point, (point[0], point[1] - 300), duration=0.5, hold_before_release=0.3)
    wait_until(lambda: first.extents()[1] < list_top - 100, "the list to scroll under the finger",
               describe_last=lambda: first.extents())
    assert abs(sheet.extents()[3] - height) <= 2, "the sheet should stay at its tall detent while its list scrolls"
    s.step("finger up again: the list scrolled")

    # Down on the scrolled list: it scrolls back; the sheet stays.
    scrolled = first.extents()[1]
    s.touch.drag((point[0], point[1] - 300), (point[0], point[1] - 150), duration=0.5, hold_before_release=0.3)
    wait_until(lambda: first.extents()[1] > scrolled + 50, "the list to scroll back under the finger",
               describe_last=lambda: first.extents())
    stays_true(lambda: s.tree.find(name="Messages") is not None and abs(sheet.extents()[3] - height) <= 2,
               "the sheet staying while the finger scrolls its list back")
    s.step("finger down on the scrolled list: the list scrolled back, the sheet stayed")

    # Back to the list's top, then one pull down closes it.
    for _ in range(4):
        if abs(first.extents()[1] - list_top) <= 1:
            break
        s.touch.drag((point[0], y + height * 0.3), (point[0], y + height * 0.3 + 300), duration=0.5,
                     hold_before_release=0.3)
        wait_settled(first)
    assert abs(first.extents()[1] - list_top) <= 1, f"the list should be back at its top: {first.extents()}"
    s.touch.drag((point[0], y + height * 0.4), (point[0], y + height * 0.4 + 350), duration=0.4)
    expect_gone(s, "Messages", "drag")
    s.step("pulled down from the list's top: gone")
