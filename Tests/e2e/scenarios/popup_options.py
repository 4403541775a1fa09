"""The popup options beyond the anchors, by pointer and keyboard: a toast with Undo that counts up
in place, a toast with a timeout of 0, a popup growing from its centre, the nine positions at once
and "dismiss all", a popup no tap or Escape closes for its first 3 s, and a sheet whose list
scrolls without fighting its drag, resting at two detents."""

import time

from harness.scenario import scenario
from harness.tactile import tab_to, wait_page, wait_popup_at_rest, wait_settled
from harness.waiting import stays_true, wait_until
from scenarios.popups import REASONS, expect_gone, show

ACTION_REASON = "The last popup was closed by its action button."
POSITIONS = [["Top leading", "Top", "Top trailing"], ["Leading", "Centre", "Trailing"],
             ["Bottom leading", "Bottom", "Bottom trailing"]]
LOCK_SECONDS = 3.0


def page_box(s):
    """The page (its stack page, for searches within) and its popup host's extents."""
    page = s.tree.wait(role="panel", name="Popups")
    host = wait_until(lambda: next(iter(page.children()), None), "the page's popup host")
    return page, host.extents()


def reveal(s, button):
    """Scrolls the gallery by the wheel until `button` lies wholly inside the window, as a person
    scrolls to a button below the fold (larger text puts the last ones there)."""
    window_x, window_y, window_width, window_height = s.app.window_box()

    def inside():
        x, y, width, height = button.extents()
        if y >= window_y and y + height <= window_y + window_height:
            return True
        s.pointer.scroll(window_x + window_width / 2, window_y + window_height / 2, 3 if y > window_y else -3)
        return False

    wait_until(inside, f"{button!r} to be scrolled into the window", describe_last=lambda: button.extents())


def show_revealed(s, button_name, title, press=None):
    """Scrolls to the gallery button, presses it (a click, or `press`) and waits for the popup."""
    button = s.tree.wait(role="push button", name=button_name)
    reveal(s, button)
    (press or s.click)(button)
    popup = s.tree.wait(name=title, within=s.tree.wait(role="panel", name="Popups"))
    wait_popup_at_rest(s, popup)
    s.step(f"{button_name}: shown")
    return popup


def near(a, b, tolerance):
    return abs(a - b) <= tolerance


@scenario(platforms=("x11", "wayland"))
def popup_options_scenario(s):
    s.launch("--page", "popups")
    wait_page(s, "Popups")
    page, (page_x, page_y, page_width, page_height) = page_box(s)

    # Undo: a second archive while the toast shows counts up in the same toast; Undo closes it.
    # The pointer then rests on the toast, as a person's does on the way to Undo, which holds
    # its 5 s (a loaded machine can take that long to answer the tree's questions).
    archive = s.tree.wait(role="push button", name="Toast with Undo")
    s.click(archive)
    s.click(archive)
    toast = s.tree.wait(role="alert", name="2 profiles archived")
    x, y, width, height = toast.extents()
    s.pointer.move(x + 10, y + height / 2)
    assert not s.tree.find(name="1 profile archived"), "the toast should be updated in place, not joined by another"
    assert len([node for node in s.tree.find_all(role="alert", within=page) if "archived" in node.name]) == 1
    s.step("toast counted up in place")
    # The keyboard reaches Undo: a toast with an action is in the focus chain.
    tab_to(s, role="push button", name="Undo")
    s.keys.press("space")
    s.tree.wait_gone(name="2 profiles archived")
    s.tree.wait(role="label", name=ACTION_REASON)
    s.tree.wait(role="label", name="Archiving undone")
    s.step("Undo pressed from the keyboard")

    # A timeout of 0: still there past libadwaita's 5 s, gone on a tap.
    toast = show(s, "Toast until dismissed", "You are offline; changes wait until you are back")
    s.pointer.move(page_x + page_width - 10, page_y + page_height - 10)
    stays_true(lambda: s.tree.find(name="You are offline; changes wait until you are back") is not None,
               "the toast with a timeout of 0 staying", seconds=6)
    s.click(toast)
    expect_gone(s, "You are offline; changes wait until you are back", "tapInside")

    # Grows from its centre, and rests centred in the page.
    popup = show(s, "Grow from the centre", "Grown in place")
    x, y, width, height = popup.extents()
    assert near(x + width / 2, page_x + page_width / 2, 2) and near(y + height / 2, page_y + page_height / 2, 2), \
        f"the popup should rest centred in the page {(page_x, page_y, page_width, page_height)}, not at {popup.extents()}"
    s.click(popup)
    expect_gone(s, "Grown in place", "tapInside")

    # Nine positions at once, laid out as a three-by-three grid; then "Dismiss all" by keyboard.
    s.click(s.tree.wait(role="push button", name="Nine positions"))
    names = [name for row in POSITIONS for name in row]

    def all_nine():
        found = {node.name: node for node in s.tree.find_all(role="alert", within=page) if node.name in names}
        return found if len(found) == 9 else None

    found = wait_until(all_nine, "the nine floaters to show")
    centres = {name: wait_settled(node) for name, node in found.items()}
    centres = {name: (x + w / 2, y + h / 2) for name, (x, y, w, h) in centres.items()}
    for row in POSITIONS:
        ys = [centres[name][1] for name in row]
        assert max(ys) - min(ys) <= 2, f"{row} should share a row: {ys}"
        xs = [centres[name][0] for name in row]
        assert xs == sorted(xs) and xs[0] < xs[1] < xs[2], f"{row} should run left to right: {xs}"
    rows = [centres[row[1]][1] for row in POSITIONS]
    assert rows[0] < rows[1] < rows[2], f"the rows should run top to bottom: {rows}"
    s.step("nine positions shown")
    focused = tab_to(s, role="push button", name="Dismiss all")
    s.keys.press("space")
    for name in names:
        s.tree.wait_gone(name=name, within=page)
    s.tree.wait(role="label", name=REASONS["programmatic"])
    s.step("all nine dismissed from the keyboard")
    assert focused is not None

    # No tap or Escape closes it for its first 3 s; then Escape does. It showed after the click
    # was sent and before it came to rest, so its lock ends between those two times plus 3 s.
    clicks = []

    def click_noting_time(button):
        clicks.append(time.monotonic())
        s.click(button)

    dialog = show_revealed(s, "Read first", "Terms changed", press=click_noting_time)
    at_rest, clicked = time.monotonic(), clicks[0]
    s.keys.press("Escape")
    s.click(dialog)
    left = clicked + LOCK_SECONDS - time.monotonic()
    assert left > 0.5, f"the popup took {at_rest - clicked:.1f} s to show: too long to test its lock"
    stays_true(lambda: s.tree.find(name="Terms changed") is not None, "the locked popup staying after Escape and a tap",
               seconds=left - 0.3)
    s.step("Escape and a tap refused while locked")
    time.sleep(max(0.0, at_rest + LOCK_SECONDS + 0.3 - time.monotonic()))
    s.keys.press("Escape")
    expect_gone(s, "Terms changed", "escape")

    scrolling_sheet_by_pointer(s, page_y, page_height)


def sheet_node(s):
    return s.tree.wait(role="dialog", name="Messages")


def scrolling_sheet_by_pointer(s, page_y, page_height):
    """The sheet opens at half the page; its list scrolls by the wheel and a drag on the scrolled
    list moves nothing; the handle steps it to full height and back, by click and by key; from the
    list's top a drag down takes it away."""
    sheet = show_revealed(s, "Scrolling sheet", "Messages")
    x, y, width, height = wait_settled(sheet)
    assert near(height, page_height * 0.5, 8), f"the sheet should open at half the page ({page_height}), not {height}"
    s.tree.wait_focus(within=sheet)
    handle = s.tree.wait(role="push button", name="Resize sheet", within=sheet)

    # Scrolled down, a drag down on the list is the list's: the sheet does not move.
    list_point = (x + width / 2, y + height * 0.6)
    first = s.tree.wait(role="label", name="Message 1", within=sheet)
    top_before = first.extents()[1]
    s.pointer.scroll(*list_point, steps=4)
    wait_until(lambda: first.extents()[1] < top_before - 20, "the list to scroll by the wheel")
    s.pointer.drag(list_point, (list_point[0], list_point[1] + 150), duration=0.5)
    stays_true(lambda: sheet_node(s).extents() == (x, y, width, height), "the sheet staying while its list is scrolled")
    s.step("drag on the scrolled list left the sheet alone")

    # The handle: a click steps to full height, Space on it back to half.
    s.click(handle)
    wait_until(lambda: near(wait_settled(sheet)[3], page_height * 0.9, 8), "the sheet to grow to 90 % by its handle",
               describe_last=lambda: sheet.extents())
    s.step("handle clicked: full height")
    s.tree.wait_focus(role="push button", name="Resize sheet")
    s.keys.press("space")
    wait_until(lambda: near(wait_settled(sheet)[3], page_height * 0.5, 8), "the sheet back at half by Space",
               describe_last=lambda: sheet.extents())
    s.step("handle by key: half height")

    # Back at the list's top, a drag down takes the sheet away.
    x, y, width, height = sheet.extents()
    list_point = (x + width / 2, y + height * 0.6)
    s.pointer.scroll(*list_point, steps=-12)
    wait_until(lambda: near(first.extents()[1], top_before, 1), "the list back at its top")
    s.pointer.drag(list_point, (list_point[0], list_point[1] + 200), duration=0.5)
    expect_gone(s, "Messages", "drag")
