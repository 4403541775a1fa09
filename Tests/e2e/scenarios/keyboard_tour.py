"""The whole tour without the pointer: drawer, pages, cards, context menu and popups by keys alone."""

from harness.catalogue import card_name, likes_back, load_profiles
from harness.scenario import scenario
from harness.tactile import (SIDE_MENU, USER_HEADER, announcement, press_until, tab_to, wait_match_popup, wait_page,
                             wait_side_menu_closed, wait_side_menu_open, wait_top_card)
from harness.waiting import wait_until


def say(s, words):
    wait_until(lambda: announcement(s.tree).startswith(words), f"the stack to announce {words!r}",
               describe_last=lambda: repr(announcement(s.tree)))


@scenario(platforms=("x11", "wayland"))
def keyboard_tour_scenario(s):
    profiles = load_profiles(s.session.shipped_data)
    s.launch()
    s.pointer.move(1200, 780)  # out of the way: nothing below is pointed at
    wait_page(s, "Discover")

    # The side menu: F9 opens it with the focus inside, Tab and Enter choose a page.
    s.keys.press("F9")
    menu = wait_side_menu_open(s)
    s.tree.wait_focus(within=menu)
    tab_to(s, role="push button", name="Matches")
    s.keys.press("Return")
    wait_side_menu_closed(s)
    wait_page(s, "Matches")
    s.step("Matches chosen from the keyboard")

    # Compact and back from the user header, then Escape.
    s.keys.press("F9")
    menu = wait_side_menu_open(s)
    tab_to(s, **USER_HEADER)
    s.keys.press("Return")
    wait_until(lambda: "expanded" not in s.tree.wait(**USER_HEADER).states, "the menu to turn compact")
    s.keys.press("Return")
    wait_until(lambda: "expanded" in s.tree.wait(**USER_HEADER).states, "the menu to expand again")
    s.keys.press("Escape")
    wait_side_menu_closed(s)

    # Colors from the side menu: the menu slides away and the keyboard carries on in the page.
    s.keys.press("F9")
    menu = wait_side_menu_open(s)
    tab_to(s, role="push button", name="Colors")
    s.keys.press("Return")
    wait_side_menu_closed(s)
    wait_page(s, "Colors")
    s.tree.wait_focus(role="push button", name_matches=r".+ colour$")
    s.step("Colors chosen from the keyboard, focus in the page")

    # The context menu: Shift+F10 on the rectangle, Down to "Set Red", Enter.
    tab_to(s, role="push button", name="Green colour")
    press_until(s, "shift+F10", lambda: s.tree.find(role="push button", name="Open Green", states=["focused"]),
                "the focus on the menu's preview, Open Green")
    s.step("context menu from the keyboard")
    s.keys.press("Down")
    s.tree.wait_focus(role="menu item", name="Set Red")
    s.keys.press("Return")
    s.tree.wait_gone(role="menu")
    s.tree.wait(role="push button", name="Red colour")
    s.step("set red from the keyboard")

    # The cards: arrow keys decide, a match's popup takes the focus and Escape closes it, Backspace undoes.
    s.keys.press("ctrl+1")
    wait_page(s, "Discover")
    tab_to(s, role="card", name=card_name(profiles[0]))
    for index, (key, said, decision) in enumerate([("Right", "Liked", "like"), ("Left", "Noped", "nope"),
                                                   ("Up", "Boosted", "boost")]):
        profile = profiles[index]
        s.keys.press(key)
        if decision != "nope" and likes_back(profile, decision):
            # The match popup is modal: the stack behind is out of reach until it closes.
            popup = wait_match_popup(s, profile)
            s.tree.wait_focus(within=popup)
            s.step("match popup holds the focus")
            s.keys.press("Escape")
            s.tree.wait_gone(name_starts="It's a Match!")
            say(s, f"It's a match with {profile['name']}!")
        else:
            say(s, f"{said} {profile['name']}.")
        wait_top_card(s, card_name(profiles[index + 1]))
    s.tree.wait_focus(role="card", name=card_name(profiles[3]))
    s.keys.press("BackSpace")
    wait_top_card(s, card_name(profiles[2]))
    say(s, "Undone.")
    s.step("cards by keys")

    # A modal popup: Enter opens it with the focus inside, Escape closes it and gives the focus back.
    s.keys.press("ctrl+4")
    wait_page(s, "Popups")
    tab_to(s, role="push button", name="Centred modal")
    s.keys.press("Return")
    dialog = s.tree.wait(role="dialog", name="Delete this profile?")
    s.tree.wait_focus(within=dialog)
    s.step("modal from the keyboard")
    s.keys.press("Escape")
    s.tree.wait_gone(name="Delete this profile?")
    s.tree.wait_focus(role="push button", name="Centred modal")

    assert s.tree.find(**SIDE_MENU) is None
    status = s.app.quit()
    assert status == 0, f"Ctrl+Q ended the app with status {status}"
