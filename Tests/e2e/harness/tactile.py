"""Tactile's screen in the words a person would use: the side menu, the pages, the cards.

Everything here finds things by role and accessible name, so a missing or wrong name fails
the scenario that needs it, as it would fail a screen-reader user.
"""

from .a11y import Query, role_matches
from .catalogue import card_name
from .waiting import WaitTimeout, wait_until

PAGES = {
    # page title -> something only that page shows
    "Discover": dict(role="panel", name="Profiles"),
    "Matches": dict(role="list", name="Your matches"),
    "Colors": dict(role="label", name="Palette"),
    "Popups": dict(role="push button", name="The tutorial's popup"),
    "About": dict(role="label", name_starts="Version "),
}
MATCHES_EMPTY = dict(role="label", name="No Matches Yet")
SIDE_MENU = dict(role="navigation", name="Main menu")  # see harness.a11y.ROLE_ALIASES
MENU_BUTTON = dict(role="push button", name="Side Menu")
USER_HEADER = dict(role="push button", name="Alex Morgan")


def wait_settled(node, timeout=None):
    """The node's extents once they stop changing (a slide or spring has come to rest): the
    same over four reads 50 ms apart, since on a busy machine one frame can take longer than
    one read's interval and a spring a pixel from its end would pass for still."""
    seen = []

    def unchanged():
        seen.append(node.extents())
        del seen[:-4]
        return seen[-1] if len(seen) == 4 and all(extents == seen[-1] for extents in seen) else None

    return wait_until(unchanged, f"{node!r} to come to rest", interval=0.05,
                      **({"timeout": timeout} if timeout else {}))


def wait_popup_at_rest(s, popup):
    """The popup's extents once it rests wholly inside the window: its extents alone, read twice
    before its first frame or between two slow ones, would be the same while it is still on its
    way in from beyond the window's edge."""
    x, y, width, height = s.app.window_box()

    def inside():
        px, py, pw, ph = popup.extents()
        return x <= px and y <= py and px + pw <= x + width and py + ph <= y + height

    wait_until(inside, f"{popup!r} to come inside the window",
               describe_last=lambda: f"it is at {popup.extents()}, the window at {(x, y, width, height)}")
    return wait_settled(popup)


def side_menu(tree):
    return tree.find(**SIDE_MENU)


def open_side_menu_with_button(s):
    """Clicks the header's menu button and waits for the menu to rest, open."""
    s.click(s.tree.wait(**MENU_BUTTON))
    return wait_side_menu_open(s)


def wait_side_menu_open(s):
    """The side menu once it rests open, wholly inside the window.

    Its extents alone cannot say it has come to rest: read twice before its first frame (an
    app handles its first input late) or between two slow frames, they are the same."""
    menu = s.tree.wait(**SIDE_MENU)
    _, _, window_width, _ = s.tree.find(role="frame").window_extents()

    def inside():
        x, _, width, _ = menu.window_extents()
        return 0 <= x and x + width <= window_width

    wait_until(inside, "the side menu to open within the window",
               describe_last=lambda: f"the menu at {menu.window_extents()}, the window {window_width} wide")
    wait_settled(menu)
    x, _, width, _ = menu.window_extents()
    assert 0 <= x and x + width <= window_width, f"the open side menu rests partly off the window at x={x}"
    return menu


def wait_side_menu_closed(s):
    s.tree.wait_gone(**SIDE_MENU)


def wait_page(s, title):
    """Waits until `title` is the page shown: its title in the header and its own content."""
    s.tree.wait(role="label", name=title)
    marker = PAGES[title]
    if title == "Matches":
        return wait_until(lambda: s.tree.find(**marker) or s.tree.find(**MATCHES_EMPTY),
                          "the Matches page's list or empty state", describe_last=s.tree.summary)
    return s.tree.wait(**marker)


def choose_page(s, title):
    """Opens the side menu from the header button and chooses `title`."""
    menu = open_side_menu_with_button(s)
    s.click(s.tree.wait(role="push button", name=title, within=menu))
    wait_side_menu_closed(s)
    return wait_page(s, title)


# The card stack

def card_stack(tree):
    return tree.find(role="panel", name="Profiles")


def top_card(tree, stack=None):
    """The card a screen reader reaches: the one named card (a panel, grouping or article) of "Profiles"."""
    stack = stack or card_stack(tree)
    if stack is None:
        return None
    return next((child for child in stack.children() if role_matches("card", child.role) and child.name), None)


def top_card_name(tree, stack=None):
    card = top_card(tree, stack)
    return card.name if card else None


def announcement(tree):
    """What the stack last announced (its status element's name)."""
    stack = card_stack(tree)
    status = stack and next((child for child in stack.children() if child.role == "status bar"), None)
    return status.name if status else ""


def wait_top_card(s, name, timeout=None):
    stack = s.tree.wait(role="panel", name="Profiles")
    return wait_until(lambda: top_card_name(s.tree, stack) == name, f"the top card to be {name!r}",
                      describe_last=lambda: f"top card {top_card_name(s.tree, stack)!r}",
                      **({"timeout": timeout} if timeout else {}))


def wait_card_at_rest(s):
    """The top card once it sits still in the middle of the stack."""
    card = wait_until(lambda: top_card(s.tree), "a top card", describe_last=s.tree.summary)
    wait_settled(card)
    return card


def pull_back_stroke(s, edge, fraction):
    """A stroke from inside the stack's `edge` ("left", "right" or "top"), the one the last decided
    card left through, `fraction` of the way that card comes back (from just out of sight to its
    place): (start, end) in screen points, for a pointer or a finger. It starts 36 points in, in
    the stack's 48-point strip but clear of the window edge's 24 that open the side menu."""
    x, y, width, height = card_stack(s.tree).extents()
    _, _, card_width, card_height = wait_card_at_rest(s).extents()
    if edge == "top":
        travel = (height + card_height) / 2 * fraction
        start = (x + width / 2, y + 36)
        return start, (start[0], start[1] + travel)
    travel = (width + card_width) / 2 * fraction
    start = (x + width - 36, y + height / 3) if edge == "right" else (x + 36, y + height / 3)
    return start, (start[0] - travel if edge == "right" else start[0] + travel, start[1])


def expect_pull_back(s, profiles, decided_index, undone):
    """After a pull back: the card `decided_index` is on top again and the undo said, or (short)
    the one after it still is and the decision stands."""
    if undone:
        name = card_name(profiles[decided_index])
        wait_top_card(s, name)
        wait_until(lambda: announcement(s.tree) == f"Undone. {name} is back.",
                   "the stack to announce the undo", describe_last=lambda: repr(announcement(s.tree)))
    else:
        wait_top_card(s, card_name(profiles[decided_index + 1]))
        # Undo is offered again once the card is out and the stack at rest.
        wait_until(lambda: "sensitive" in decision_button(s.tree, "Undo").states, "the stack to come to rest")
        assert top_card_name(s.tree) == card_name(profiles[decided_index + 1]), \
            "a short pull should send the card back out, the decision kept"


def decision_button(tree, verb):
    """"Like …", "Nope …", "Boost …" (named after the top card) or "Undo"."""
    if verb == "Undo":
        return tree.find(role="push button", name="Undo")
    return tree.find(role="push button", name_starts=f"{verb} ")


# The keyboard

def tab_to(s, limit=40, **criteria):
    """Presses Tab until the focus is on the node described, as a keyboard user moves there."""
    query = Query(**criteria)

    def where(node):
        return node and (node.role, node.name, node.window_extents())

    focused = s.tree.focused()
    for _ in range(limit):
        if focused is not None and query.matches(focused):
            return focused
        before = where(focused)
        s.keys.press("Tab")
        focused = wait_until(lambda: (lambda now: now if where(now) != before else None)(s.tree.focused()),
                             "Tab to move the focus", timeout=5)
    raise AssertionError(f"Tab never reached {query}; the focus is on {focused!r}")


def press_until(s, key, happened, description, first_wait=4.0):
    """Presses `key` and waits until `happened()`; a press that changed nothing in
    `first_wait` seconds is pressed once more, and the scenario's notes say so.

    For one known, unexplained defect, not a tolerance of the harness: Shift+F10 sent right
    after the focus came to the Colors tile was once lost on Wayland (Tests/e2e/README.md).
    The second press keeps the scenario testing what comes after; the note keeps the defect
    visible until it is found.
    """
    s.keys.press(key)
    try:
        return wait_until(happened, description, timeout=first_wait)
    except WaitTimeout:
        s.note(f"{key} changed nothing in {first_wait:g} s (waiting for {description}): pressed again")
    s.keys.press(key)
    return wait_until(happened, description)


def wait_match_popup(s, profile):
    """The match popup for `profile`: named "It's a Match!" and described by the person; GTK 4.8
    reads the description into the name as well ("It's a Match! Ada, 29 · …")."""
    def found():
        return next((node for node in s.tree.find_all(name_starts="It's a Match!")
                     if node.name.startswith(f"It's a Match! {profile['name']}")
                     or node.description.startswith(profile["name"])), None)
    return wait_until(found, f"the match popup for {profile['name']}", describe_last=s.tree.summary)
