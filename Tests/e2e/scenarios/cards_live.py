"""Profiles arriving and leaving while the deck is shown: the app follows its catalogue file, so
a profile added to it comes in right behind the top card (the next one a decision brings up),
and the profile on top, removed from the file, leaves the stack undecided while the next comes
up and the screen reader is told. The file is replaced the way an editor saves it (a new file
renamed over the old). Then "Show Passed Profiles Again" from the main menu: once the deck runs
out, the first card passed comes round again."""

import json
import os

from harness.catalogue import card_name, copy_shipped_data, load_profiles
from harness.scenario import scenario
from harness.screen import changed_mask
from harness.tactile import announcement, decision_button, press_until, top_card_name, wait_card_at_rest, wait_page, wait_top_card
from harness.waiting import wait_until

NEWCOMER = {"id": "e2e-eve", "name": "Eve", "age": 33, "hobby": "Rowing"}


def save_catalogue(folder, profiles):
    """Writes the catalogue as an editor saves: whole, then renamed into place."""
    path = os.path.join(folder, "profiles.json")
    with open(path + ".new", "w", encoding="utf-8") as file:
        json.dump(profiles, file)
    os.replace(path + ".new", path)


@scenario(platforms=("x11", "wayland"))
def cards_live_scenario(s):
    folder = copy_shipped_data(s.session.shipped_data, s.path("shipped"))
    # Three profiles: the deck runs out quickly for the loop.
    shipped = load_profiles(folder)
    profiles = shipped[:3]
    save_catalogue(folder, profiles)
    s.launch("--page", "discover", shipped_data=folder)
    wait_page(s, "Discover")
    wait_top_card(s, card_name(profiles[0]))
    x, y, width, height = wait_card_at_rest(s).extents()
    s.still_frame()
    s.step("the deck as shipped")
    # The strip of the cards behind that shows below the top card.
    peek = (int(x), int(y + height), int(width), 24)
    before = s.platform.screen.grab(peek)

    # Eve is added at the end of the file; she arrives right behind the top card, in its place.
    eve = {**NEWCOMER, "avatar": shipped[5]["avatar"]}
    save_catalogue(folder, profiles + [eve])
    wait_until(lambda: changed_mask(before, s.platform.screen.grab(peek)).getbbox() is not None,
               "Eve's card to show behind the top card")
    s.still_frame()
    s.step("Eve arrived behind the top card")
    wait_top_card(s, card_name(profiles[0]))
    press_until(s, "Left", lambda: top_card_name(s.tree) == card_name(eve), "Eve's card on top")
    wait_card_at_rest(s)
    s.step("passed the top card: Eve is next")

    # Eve is withdrawn while her card is on top: it leaves, undecided, and the next comes up.
    save_catalogue(folder, profiles)
    wait_top_card(s, card_name(profiles[1]))
    expected = f"Eve is no longer available. Next: {card_name(profiles[1])}."
    wait_until(lambda: announcement(s.tree) == expected, "the withdrawal to be announced",
               describe_last=lambda: repr(announcement(s.tree)))
    wait_card_at_rest(s)
    s.step("Eve withdrawn: the next card on top")

    # The loop, from the main menu by the keyboard (F10, then the item's mnemonic, P); then the
    # last two cards are passed by the Nope button and the first card passed comes round again.
    s.keys.press("F10")
    s.tree.wait(name="Show Passed Profiles Again", within=s.tree.wait(role="menu"))
    press_until(s, "p", lambda: s.tree.find(role="menu") is None, "P to choose Show Passed Profiles Again")
    for next_up in (profiles[2], profiles[0]):
        s.still_frame()
        s.click(decision_button(s.tree, "Nope"))
        wait_top_card(s, card_name(next_up))
    wait_card_at_rest(s)
    s.step("the loop: the first card passed is back")
