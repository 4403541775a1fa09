"""Damaged data: malformed profiles and a missing avatar. The app starts, says so plainly, and
shows what it can."""

import json
import os

from harness.catalogue import card_name, copy_shipped_data, load_profiles
from harness.scenario import scenario
from harness.tactile import wait_page, wait_top_card
from harness.waiting import wait_until


def notice(s, words):
    """The toast whose text contains `words` (the app's notices about its data)."""
    return wait_until(lambda: next((node for node in s.tree.find_all(role="label")
                                    if words.lower() in node.name.lower()), None),
                      f"a notice saying {words!r}", describe_last=s.tree.summary)


@scenario
def malformed_profiles_scenario(s):
    shipped = copy_shipped_data(s.session.shipped_data, s.path("shipped"))
    profiles = load_profiles(shipped)[:6]
    broken = [dict(profile) for profile in profiles]
    del broken[1]["name"]          # p002: no name
    broken[3]["age"] = "forty"     # p004: an age that is no number
    with open(os.path.join(shipped, "profiles.json"), "w", encoding="utf-8") as file:
        json.dump(broken, file, ensure_ascii=False)
    os.remove(os.path.join(shipped, profiles[0]["avatar"]))  # p001: its picture is gone

    s.launch(shipped_data=shipped)
    wait_page(s, "Discover")
    s.click(notice(s, "skipped"))  # a toast over the buttons: a person taps it away
    s.step("notice about skipped profiles")
    assert "skipped" in s.stderr(), "the skipped profiles should be reported on stderr too"
    assert "p001.jpg" in s.stderr(), "the missing avatar should be reported on stderr"

    # The first profile shows without its picture (the drawn placeholder); the bad ones are left out.
    wait_top_card(s, card_name(profiles[0]))
    s.step("card without its avatar")
    remaining = [profiles[index] for index in (0, 2, 4, 5)]
    for profile, following in zip(remaining, remaining[1:]):
        s.click(s.tree.wait(role="push button", name=f"Nope {profile['name']}"))
        wait_top_card(s, card_name(following))
    s.step("remaining profiles")
    assert s.app.is_running


@scenario
def unreadable_catalogue_scenario(s):
    shipped = copy_shipped_data(s.session.shipped_data, s.path("shipped"))
    profiles = load_profiles(shipped)
    s.launch(shipped_data=shipped)
    wait_top_card(s, card_name(profiles[0]))
    s.app.quit()

    # The file is cut off mid-way: no longer JSON at all.
    with open(os.path.join(shipped, "profiles.json"), "r+", encoding="utf-8") as file:
        text = file.read()
        file.seek(0)
        file.write(text[: len(text) // 2])
        file.truncate()
    s.launch(shipped_data=shipped)
    wait_page(s, "Discover")
    notice(s, "profiles.json")
    s.step("notice about the damaged catalogue")
    # The profiles saved from the first start are still there.
    wait_top_card(s, card_name(profiles[0]))
    s.step("saved profiles still shown")
