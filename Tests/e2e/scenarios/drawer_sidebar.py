"""The side menu as a sidebar: its width set by dragging its edge (the pointer on X11, a finger on
Wayland) and by keys, kept across a restart; the search with its "No results"; the count beside
Matches; an entry's context menu pinning the menu docked in a narrow window."""

from harness.popovers import open_popover
from harness.scenario import scenario
from harness.tactile import (PAGES, open_side_menu_with_button, top_card, wait_page, wait_settled,
                             wait_side_menu_closed)
from harness.waiting import wait_until

EDGE = dict(role="slider", name="Side menu width")
SEARCH = dict(name="Search the menu")
NO_RESULTS = dict(role="label", name="No results")
# The app's window is 420 px wide: a quarter is 105, so the menu starts at its minimum.
MINIMUM = 180
PULL = 60       # px the edge is dragged outwards
STEP = 16       # px one arrow key moves it


def menu_width(menu):
    return wait_settled(menu)[2]


def wait_menu_width(menu, expected, why):
    return wait_until(lambda: (lambda now: now if abs(now - expected) <= 2 else None)(menu_width(menu)),
                      f"the menu to be {expected} px wide: {why}",
                      describe_last=lambda: f"{menu.extents()[2]} px wide")


def entries_listed(s, menu):
    return [title for title in PAGES if s.tree.find(role="push button", name=title, within=menu)]


@scenario(platforms=("x11", "wayland"))
def drawer_sidebar_scenario(s):
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    menu = open_side_menu_with_button(s)
    width = menu_width(menu)
    assert abs(width - MINIMUM) <= 2, f"in a 420 px window the menu should be {MINIMUM} px wide, not {width}"
    s.step("menu open at its minimum width")

    # The edge, dragged outwards: by a finger on Wayland, by the pointer on X11.
    x, y, w, h = s.tree.wait(**EDGE).extents()
    start = (x + w / 2, y + h / 2)
    end = (start[0] + PULL, start[1])
    if s.on_wayland:
        s.touch.drag(start, end, duration=0.4, hold_before_release=0.1)
    else:
        s.pointer.drag(start, end, duration=0.4, hold_before_release=0.1)
    wait_menu_width(menu, width + PULL, "the edge followed the " + ("finger" if s.on_wayland else "pointer"))
    assert s.tree.find(**EDGE) is not None, "dragging the edge should resize the menu, not close it"
    s.step("resized by dragging its edge")

    # Keys: the edge has the focus from the press; Left narrows, End takes the widest.
    s.tree.wait_focus(**EDGE)
    s.keys.press("Left")
    wait_menu_width(menu, width + PULL - STEP, "Left narrowed it by one step")
    kept = width + PULL - STEP
    s.step("narrowed by a key")
    s.app.quit()

    # The width is remembered in the settings.
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    menu = open_side_menu_with_button(s)
    wait_menu_width(menu, kept, "the width chosen before the restart")
    s.step("width kept across a restart")

    # The search: nothing matches "zz", "No results" says so; "mat" keeps Matches alone.
    s.click(s.tree.wait(within=menu, **SEARCH))
    s.keys.type("zz")
    s.tree.wait(within=menu, **NO_RESULTS)
    wait_until(lambda: entries_listed(s, menu) == [], "every entry to go", describe_last=lambda: entries_listed(s, menu))
    s.step("a search with no results")
    s.keys.press("ctrl+a")
    s.keys.type("mat")
    wait_until(lambda: entries_listed(s, menu) == ["Matches"], "Matches alone to stay",
               describe_last=lambda: entries_listed(s, menu))
    assert s.tree.find(within=menu, **NO_RESULTS) is None, "with a match, no placeholder"
    s.step("searched for mat")
    # Escape in the field clears the search; the menu stays open.
    s.keys.press("Escape")
    wait_until(lambda: entries_listed(s, menu) == list(PAGES), "every entry to come back",
               describe_last=lambda: entries_listed(s, menu))
    assert s.tree.find(**EDGE) is not None, "Escape in the search should not close the menu"
    s.step("search cleared by Escape")

    # The count beside Matches follows the likes.
    s.keys.press("Escape")
    wait_side_menu_closed(s)
    s.click(top_card(s.tree))
    s.keys.press("Right")
    menu = open_side_menu_with_button(s)
    matches = s.tree.wait(role="push button", name="Matches", within=menu)
    wait_until(lambda: matches.description == "1 item", "Matches to count one like",
               describe_last=lambda: repr(matches.description))
    s.step("Matches counts one")

    # The entry's context menu pins the menu: docked beside the page, in this narrow window.
    mx, my, mw, mh = s.tree.wait(role="push button", name="Discover", within=menu).extents()
    context_menu = open_popover(s, lambda: s.pointer.right_click(mx + mw / 2, my + mh / 2), role="menu")
    s.click(s.tree.wait(role="menu item", name="Keep Menu Docked", within=context_menu))
    wait_until(lambda: s.tree.find(**PAGES["Discover"]), "the page beside the docked menu to be readable",
               describe_last=s.tree.summary)
    s.keys.press("Escape")
    assert s.tree.find(**EDGE) is not None, "Escape should leave a docked menu where it is"
    s.step("pinned: docked in a narrow window")
