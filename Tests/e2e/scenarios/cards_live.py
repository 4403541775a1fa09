"""Profiles arriving and leaving while the deck is shown: the app follows its catalogue file, so
a profile added to it comes in right behind the top card (the next one a decision brings up),
and the profile on top, removed from the file, leaves the stack undecided while the next comes
up and the screen reader is told. The file is replaced the way an editor saves it (a new file
renamed over the old)."""

import json
import os

from harness.catalogue import card_name, copy_shipped_data, load_profiles
from harness.scenario import scenario
from harness.screen import changed_mask
from harness.tactile import announcement, press_until, top_card_name, wait_card_at_rest, wait_page, wait_top_card
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
    profiles = load_profiles(folder)
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
    eve = {**NEWCOMER, "avatar": profiles[5]["avatar"]}
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

    # The deck goes on from there: the Left key passes the card that came up.
    s.still_frame()
    press_until(s, "Left", lambda: top_card_name(s.tree) == card_name(profiles[2]), "the card after it on top")
