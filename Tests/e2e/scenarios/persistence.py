"""Decisions and settings survive a quit, and a SIGKILL right after a decision loses nothing."""

from harness.catalogue import card_name, load_profiles
from harness.scenario import scenario
from harness.tactile import announcement, choose_page, top_card, wait_page, wait_top_card
from harness.waiting import wait_until

# Five decisions none of which makes a match (see LikesBackRule), so no popup comes between them.
FIRST_FIVE = [("Right", "Liked"), ("Left", "Noped"), ("Left", "Noped"), ("Right", "Liked"), ("Left", "Noped")]


def decide_with_key(s, profile, key, said):
    """Presses an arrow key on the Discover page and waits until the stack says it decided."""
    s.keys.press(key)
    wait_until(lambda: announcement(s.tree).startswith(f"{said} {profile['name']}."),
               f"the stack to announce {said} {profile['name']}")


def matches_listed(s):
    """The matches the Matches page lists, by the names its rows are read with, top to bottom."""
    matches = s.tree.wait(role="list", name="Your matches")
    return [node.name for node in s.tree.find_all(role="push button", within=matches)]


@scenario(platforms=("x11", "wayland"))
def persistence_scenario(s):
    profiles = load_profiles(s.session.shipped_data)
    s.launch()
    wait_page(s, "Discover")
    wait_top_card(s, card_name(profiles[0]))
    s.tree.wait_focus()  # keys go to the page: its first button holds the focus
    for profile, (key, said) in zip(profiles, FIRST_FIVE):
        decide_with_key(s, profile, key, said)
    wait_top_card(s, card_name(profiles[5]))
    s.step("five decided")
    choose_page(s, "Matches")
    # Newest first.
    liked = [card_name(profile) for profile, (_, said) in reversed(list(zip(profiles, FIRST_FIVE)))
             if said == "Liked"]
    listed = wait_until(lambda: matches_listed(s) == liked, f"the matches {liked} to be listed",
                        describe_last=lambda: matches_listed(s))
    s.step("matches before quitting")
    status = s.app.quit()
    assert status == 0, f"tactile quit with status {status}"

    # Started again: the page last shown, the same matches, the stack where it was.
    s.launch()
    wait_page(s, "Matches")
    assert listed and matches_listed(s) == liked, f"the matches changed across a restart: {matches_listed(s)}"
    s.step("restarted on Matches")
    choose_page(s, "Discover")
    wait_top_card(s, card_name(profiles[5]))
    s.step("stack continues")

    # A decision, then SIGKILL the moment the app shows it: nothing is lost. The focus went
    # back to the menu button with the menu; a click on the card brings it to the stack.
    s.click(top_card(s.tree))
    s.tree.wait_focus(role="card", name=card_name(profiles[5]))
    decide_with_key(s, profiles[5], "Left", "Noped")
    s.app.kill()
    s.launch()
    wait_page(s, "Discover")
    wait_top_card(s, card_name(profiles[6]))
    s.step("after SIGKILL: the decision kept")
    choose_page(s, "Matches")
    assert matches_listed(s) == liked, f"the matches changed across the kill: {matches_listed(s)}"
