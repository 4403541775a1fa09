"""The card stack, used with the pointer: drags at a person's pace and flicks, the buttons, undo, a match."""

from harness.catalogue import card_name, likes_back, load_profiles
from harness.scenario import scenario
from harness.tactile import (announcement, decision_button, wait_card_at_rest, wait_page, wait_settled,
                             wait_top_card)
from harness.waiting import wait_until

PAST_TENSE = {"like": "Liked", "nope": "Noped", "boost": "Boosted"}
HUMAN = 0.6   # seconds for a deliberate drag
FLICK = 0.05  # seconds for a flick
FLICKS_IN_A_ROW = 5


def drag_top_card(s, dx, dy, duration):
    """Grabs the top card a little above its middle and drags it by (dx, dy), once nothing moves
    (a drag is refused while the last card still flies off, as a person would see)."""
    x, y, width, height = wait_card_at_rest(s).extents()
    s.still_frame()
    start = (x + width / 2, y + height * 0.4)
    s.pointer.drag(start, (start[0] + dx, start[1] + dy), duration)


def expect_decision(s, profiles, index, decision, press=None):
    """The card `index` was just decided: a profile that likes the person back shows the match
    popup (modal: the stack behind is out of reach until a click, or `press`, e.g. `s.tap`,
    dismisses it), the stack said so, and the next card is on top."""
    decided = profiles[index]
    matched = decision != "nope" and likes_back(decided, decision)
    if matched:
        dismiss_match_popup(s, decided, press)
    # Once the card has flown off, a match's announcement follows the decision's.
    expected = f"It's a match with {decided['name']}!" if matched else f"{PAST_TENSE[decision]} {decided['name']}."
    wait_until(lambda: announcement(s.tree).startswith(expected), f"the stack to announce {expected!r}",
               describe_last=lambda: repr(announcement(s.tree)))
    wait_top_card(s, card_name(profiles[index + 1]))


def dismiss_match_popup(s, profile, press=None):
    popup = s.tree.wait(name_starts=f"It's a Match! {profile['name']}")
    heading = s.tree.wait(role="label", name="It's a Match!", within=popup)
    s.step(f"match with {profile['id']}")
    assert s.tree.find(role="push button", name="Send a Message", within=popup) or \
        s.tree.find(role="push button", name_matches="Send a Message", within=popup), \
        "the match popup should offer to send a message"
    (press or s.click)(wait_settled(heading) and heading)
    s.tree.wait_gone(name_starts="It's a Match!")


@scenario(platforms=("x11", "wayland"))
def cards_scenario(s):
    profiles = load_profiles(s.session.shipped_data)
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    wait_top_card(s, card_name(profiles[0]))
    for verb in ("Nope", "Like", "Boost"):
        assert decision_button(s.tree, verb).name == f"{verb} {profiles[0]['name']}", \
            f"the {verb} button should name the top card"
    s.step("first card")

    drag_top_card(s, 260, 0, HUMAN)
    expect_decision(s, profiles, 0, "like")
    s.step("dragged right: liked")

    drag_top_card(s, -120, 0, FLICK)
    expect_decision(s, profiles, 1, "nope")
    s.step("flicked left: noped")

    resting = wait_card_at_rest(s).extents()
    drag_top_card(s, 60, 20, HUMAN)
    wait_until(lambda: wait_card_at_rest(s).extents() == resting, "the card to spring back where it was")
    assert s.tree.find(role="push button", name="Undo") and "sensitive" in decision_button(s.tree, "Undo").states
    wait_top_card(s, card_name(profiles[2]))
    s.step("short drag: back in place")

    drag_top_card(s, 0, -300, HUMAN)
    expect_decision(s, profiles, 2, "boost")
    s.step("dragged up: boosted")

    for index, (verb, decision) in enumerate([("Nope", "nope"), ("Like", "like"), ("Like", "like")], start=3):
        button = decision_button(s.tree, verb)
        assert button.name == f"{verb} {profiles[index]['name']}", f"unexpected button name {button.name!r}"
        s.still_frame()  # a decision is refused while the last card still flies off
        s.click(button)
        expect_decision(s, profiles, index, decision)
        s.step(f"{verb} button")

    for back_to in (5, 4):
        s.still_frame()  # and so is undo
        s.click(decision_button(s.tree, "Undo"))
        wait_top_card(s, card_name(profiles[back_to]))
        wait_until(lambda: announcement(s.tree) == f"Undone. {card_name(profiles[back_to])} is back.",
                   "the stack to announce the undo", describe_last=lambda: repr(announcement(s.tree)))
        s.step(f"undone to {profiles[back_to]['id']}")
    assert s.tree.find(name_starts="It's a Match!") is None, "undoing a match should not show the popup again"


@scenario(platforms=("x11", "wayland"))
def mouse_flicks_scenario(s):
    """Five mouse flicks in a row, 120 px in 50 ms each: short of deciding by their length, each
    decides by its speed (the projected end), as a finger's flick does."""
    profiles = load_profiles(s.session.shipped_data)
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    decided = []
    for index in range(FLICKS_IN_A_ROW):
        wait_top_card(s, card_name(profiles[len(decided)]))
        drag_top_card(s, -120, 0, FLICK)
        try:
            wait_top_card(s, card_name(profiles[len(decided) + 1]), timeout=5)
            decided.append(index)
        except AssertionError:
            s.step(f"flick {index + 1}: sprang back")
    s.note(f"{len(decided)} of {FLICKS_IN_A_ROW} mouse flicks decided")
    assert len(decided) == FLICKS_IN_A_ROW, \
        (f"every mouse flick (120 px in 50 ms, left) should decide its card; {len(decided)} of "
         f"{FLICKS_IN_A_ROW} did, the others' cards followed the pointer and sprang back")
