"""The side drawer, used with the pointer and Escape."""

from harness.scenario import scenario
from harness.tactile import (PAGES, SIDE_MENU, USER_HEADER, open_side_menu_with_button, wait_page,
                             wait_settled, wait_side_menu_closed)
from harness.waiting import wait_until


@scenario(platforms=("x11", "wayland"))
def drawer_scenario(s):
    s.launch()
    wait_page(s, "Discover")
    s.step("started on Discover")

    menu = open_side_menu_with_button(s)
    s.step("menu open")
    assert s.tree.find(role="panel", name="Profiles") is None, \
        "the page behind the open menu should be hidden from the screen reader"
    s.tree.wait_focus(within=menu)

    # The scrim: the strip beside the menu, over the dimmed page.
    x, y, width, height = menu.extents()
    window_x, _, window_width, _ = s.app.window_box()
    s.pointer.click((x + width + window_x + window_width) / 2, y + height / 2)
    wait_side_menu_closed(s)
    s.step("closed by the scrim")

    shown = "Discover"
    for title in PAGES:
        menu = open_side_menu_with_button(s)
        assert "selected" in s.tree.wait(role="push button", name=shown, within=menu).states, \
            f"{shown}, the page shown, should be marked selected in the menu"
        s.click(s.tree.wait(role="push button", name=title, within=menu))
        wait_side_menu_closed(s)
        wait_page(s, title)
        s.step(f"chose {title}")
        shown = title

    # Compact: a click on the user header switches to icons only and back.
    menu = open_side_menu_with_button(s)
    wide = menu.extents()[2]
    header = s.tree.wait(within=menu, **USER_HEADER)
    assert "expanded" in header.states, "the expanded menu's header should say so"
    s.click(header)
    wait_until(lambda: "expanded" not in s.tree.wait(**USER_HEADER).states, "the header to say compact")
    # Its width read twice before the first frame of the change is the same: wait for the change.
    wait_until(lambda: s.tree.wait(**SIDE_MENU).extents()[2] < wide * 0.6, "the menu to shrink to icons only",
               describe_last=lambda: f"{s.tree.wait(**SIDE_MENU).extents()[2]} px wide, was {wide} px")
    compact = wait_settled(s.tree.wait(**SIDE_MENU))[2]
    s.step("compact menu")
    assert compact < wide * 0.6, f"the compact menu should be icons only: {compact} px wide, was {wide} px"
    for title in PAGES:
        assert s.tree.find(role="push button", name=title, within=s.tree.find(**SIDE_MENU)), \
            f"the compact menu's {title} entry should keep its name for screen readers"
    s.click(s.tree.wait(**USER_HEADER))
    wait_until(lambda: "expanded" in s.tree.wait(**USER_HEADER).states, "the header to say expanded")
    wait_until(lambda: wait_settled(s.tree.wait(**SIDE_MENU))[2] == wide, "the menu to be as wide as before",
               describe_last=lambda: f"{s.tree.wait(**SIDE_MENU).extents()[2]} px wide, was {wide} px")
    s.step("expanded again")

    s.keys.press("Escape")
    wait_side_menu_closed(s)
    s.step("closed by Escape")
