"""The card stack's rules, as a person meets them: past the decision threshold the button a
release would press is ringed, and a profile under 21 cannot be boosted (a drag up springs back,
the Boost button and the Up key are refused with a toast and an announcement), by the mouse and
the keyboard, and on Wayland by a finger too."""

import threading

from harness.catalogue import card_name, load_profiles
from harness.scenario import scenario
from harness.screen import changed_mask
from harness.tactile import announcement, decision_button, wait_card_at_rest, wait_page, wait_top_card
from harness.waiting import wait_until
from scenarios.cards import expect_decision
from scenarios.failures import toast

MINIMUM_BOOST_AGE = 21  # Sources/TactileDemo/BoostAgeRule.swift


def ring_box(button, margin=8):
    """The button with room around it for the ring the app draws."""
    x, y, width, height = button.extents()
    return (int(x) - margin, int(y) - margin, int(width) + 2 * margin, int(height) + 2 * margin)


@scenario(platforms=("x11", "wayland"))
def cards_rules_scenario(s):
    profiles = load_profiles(s.session.shipped_data)
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    wait_top_card(s, card_name(profiles[0]))

    # (To the right: the window sits at the screen's left edge, with no room for a drag left.)
    # Held past the threshold to the right, the Like button is ringed; let go, the card is liked.
    box = ring_box(decision_button(s.tree, "Like"))
    card = wait_card_at_rest(s)
    s.still_frame()
    before = s.platform.screen.grab(box)
    x, y, width, height = card.extents()
    start = (x + width / 2, y + height * 0.4)
    drag = threading.Thread(target=s.pointer.drag,
                            args=(start, (start[0] + 260, start[1]), 0.6), kwargs={"hold_before_release": 2.0})
    drag.start()
    try:
        wait_until(lambda: changed_mask(before, s.platform.screen.grab(box)).getbbox() is not None,
                   "the Like button to be ringed while the card is held past the threshold", timeout=3)
        s.step("held past the threshold: Like ringed")
    finally:
        drag.join()
    expect_decision(s, profiles, 0, "like")
    wait_until(lambda: changed_mask(before, s.platform.screen.grab(box)).getbbox() is None,
               "the ring to go once the card is let go")

    # The arrow key passes on everyone up to the first profile too young for a boost.
    young = next(index for index, profile in enumerate(profiles) if profile["age"] < MINIMUM_BOOST_AGE)
    for index in range(1, young):
        wait_top_card(s, card_name(profiles[index]))
        s.still_frame()  # a decision is refused while the last card still flies off
        s.keys.press("Left")
    wait_top_card(s, card_name(profiles[young]))
    name = profiles[young]["name"]
    s.step(f"{profiles[young]['id']} on top, {profiles[young]['age']}")

    # The Boost button: refused, told on the screen and to the screen reader.
    s.still_frame()
    s.click(decision_button(s.tree, "Boost"))
    toast(s, f"{name} can't be boosted")
    wait_until(lambda: announcement(s.tree) == f"{name} can't be boosted.",
               "the stack to announce the refusal", describe_last=lambda: repr(announcement(s.tree)))
    s.step("Boost refused")
    wait_top_card(s, card_name(profiles[young]))

    # A drag up past the threshold springs back.
    resting = wait_card_at_rest(s).extents()
    x, y, width, height = resting
    start = (x + width / 2, y + height * 0.6)
    s.pointer.drag(start, (start[0], start[1] - 300), 0.6)
    wait_until(lambda: wait_card_at_rest(s).extents() == resting, "the card to spring back where it was")
    wait_top_card(s, card_name(profiles[young]))
    s.step("dragged up: sprang back")
    if s.on_wayland:
        # And by a finger, with the Boost button tapped.
        s.touch.drag(start, (start[0], start[1] - 300))
        wait_until(lambda: wait_card_at_rest(s).extents() == resting, "the card to spring back under the finger")
        s.tap(decision_button(s.tree, "Boost"))
        wait_until(lambda: announcement(s.tree) == f"{name} can't be boosted.",
                   "the tapped Boost button to be refused", describe_last=lambda: repr(announcement(s.tree)))
        wait_top_card(s, card_name(profiles[young]))
        s.step("by finger: sprang back, Boost refused")

    # The Up key is refused as well; Left still passes.
    s.keys.press("Up")
    wait_until(lambda: announcement(s.tree) == f"{name} can't be boosted.",
               "the Up key to be refused", describe_last=lambda: repr(announcement(s.tree)))
    wait_top_card(s, card_name(profiles[young]))
    s.still_frame()
    s.keys.press("Left")
    wait_top_card(s, card_name(profiles[young + 1]))
    s.step("passed by the Left key")
