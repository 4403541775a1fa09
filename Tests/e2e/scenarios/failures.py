"""Nothing fails silently: a decision the disk cannot take, Start over, `--reset` from a second start,
and no catalogue at all. Each is seen as a person sees it, through the window and the accessibility tree."""

import json
import os
import re
import sqlite3
import subprocess

from harness.catalogue import card_name, copy_shipped_data, likes_back, load_profiles
from harness.scenario import ScenarioSkipped, scenario
from harness.tactile import (MATCHES_EMPTY, choose_page, decision_button, wait_page, wait_popup_at_rest, wait_top_card,
                             top_card_name)
from harness.waiting import wait_until


def small_catalogue(s, count):
    """A shipped folder of `count` profiles none of whom likes the person back (no match popup
    comes between decisions)."""
    shipped = copy_shipped_data(s.session.shipped_data, s.path("shipped"))
    chosen = [profile for profile in load_profiles(shipped) if not likes_back(profile, "like")][:count]
    with open(os.path.join(shipped, "profiles.json"), "w", encoding="utf-8") as file:
        json.dump(chosen, file, ensure_ascii=False)
    return shipped, chosen


def toast(s, words):
    """The toast (an alert) whose name contains `words`."""
    return wait_until(lambda: next((node for node in s.tree.find_all(role="alert")
                                    if words.lower() in node.name.lower()), None),
                      f"a toast saying {words!r}", describe_last=s.tree.summary)


def matches_shown(s):
    """The names of the rows on the Matches page, or [] once it shows its empty state."""
    if s.tree.find(**MATCHES_EMPTY):
        return []
    matches = s.tree.find(role="list", name="Your matches")
    return [node.name for node in s.tree.find_all(role="push button", within=matches)] if matches else None


class Tmpfs:
    """A small tmpfs for the data folder: a disk that really fills up. Needs root."""

    def __init__(self, path, size="2m"):
        self.path = path
        os.makedirs(path, exist_ok=True)
        result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", path],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise ScenarioSkipped(f"mounting a tmpfs is not permitted here ({result.stderr.strip() or result.returncode})")

    def fill(self):
        filler = os.path.join(self.path, "filler")
        with open(filler, "wb") as file:
            try:
                while True:
                    file.write(b"\0" * 65536)
                    file.flush()
            except OSError:
                pass
        return filler

    def __enter__(self):
        return self

    def __exit__(self, *_):
        subprocess.run(["umount", "-l", self.path], capture_output=True)


@scenario
def full_disk_decision_scenario(s):
    """A like the disk cannot take is said in a toast, the card stays, and Try Again saves it
    once there is room."""
    shipped, profiles = small_catalogue(s, 40)
    with Tmpfs(s.path("disk")) as disk:
        s.launch(shipped_data=shipped, data_dir=os.path.join(disk.path, "data"))
        wait_top_card(s, card_name(profiles[0]))
        filler = disk.fill()
        # SQLite may still reuse room inside its files for a while: like until the disk says no.
        for index, profile in enumerate(profiles[:-1]):
            s.click(decision_button(s.tree, "Like"))
            refused = wait_until(lambda: (s.tree.find(role="alert", name_matches="was not saved") and "refused")
                                 or (top_card_name(s.tree) == card_name(profiles[index + 1]) and "saved"),
                                 "the like to be saved or refused", describe_last=s.tree.summary)
            if refused == "refused":
                break
        else:
            raise AssertionError("the full disk never refused a like")
        message = toast(s, "was not saved")
        s.step("the like the disk refused")
        assert profile["name"] in message.name, f"the toast should name whose like was lost: {message.name!r}"
        assert "full" in message.name.lower(), f"the toast should say why (the disk is full): {message.name!r}"
        assert top_card_name(s.tree) == card_name(profile), "the card stays on top, undecided"
        os.remove(filler)
        s.click(s.tree.wait(role="push button", name="Try Again", within=message))
        wait_top_card(s, card_name(profiles[index + 1]))
        s.step("saved once there was room")
        status = s.app.quit()
        assert status == 0, f"tactile quit with status {status}"
        with sqlite3.connect(os.path.join(disk.path, "data", "tactile.db")) as database:
            liked = [row[0] for row in database.execute("SELECT profile_id FROM decisions ORDER BY id")]
        assert liked == [p["id"] for p in profiles[:index + 1]], f"the decisions on disk: {liked}"


@scenario
def start_over_scenario(s):
    """After Start over, the Matches page shows no old matches."""
    shipped, profiles = small_catalogue(s, 3)
    s.launch(shipped_data=shipped)
    for index, profile in enumerate(profiles):
        wait_top_card(s, card_name(profile))
        s.click(decision_button(s.tree, "Like"))
    s.tree.wait(role="label", name="You've seen everyone")
    choose_page(s, "Matches")
    wait_until(lambda: len(matches_shown(s) or []) == 3, "three matches", describe_last=lambda: matches_shown(s))
    choose_page(s, "Discover")
    s.click(s.tree.wait(role="push button", name="Start over"))
    wait_top_card(s, card_name(profiles[0]))
    choose_page(s, "Matches")
    wait_until(lambda: matches_shown(s) == [], "the Matches page to show no old matches",
               describe_last=lambda: matches_shown(s))
    s.step("no stale matches after Start over")


@scenario
def reset_from_a_second_start_scenario(s):
    """`tactile --reset` while the app runs asks in its window, then every page follows."""
    shipped, profiles = small_catalogue(s, 4)
    s.launch(shipped_data=shipped)
    for profile in profiles[:2]:
        wait_top_card(s, card_name(profile))
        s.click(decision_button(s.tree, "Like"))
    wait_top_card(s, card_name(profiles[2]))
    second = subprocess.run([s.session.binary, "--reset", "--data-dir", s.data_dir],
                            env=s.environment(shipped), capture_output=True, text=True, timeout=60)
    assert second.returncode == 0, f"the second start failed ({second.returncode}): {second.stderr}"
    assert "already running" in second.stdout, f"the second start should say what it did: {second.stdout!r}"
    dialog = s.tree.wait(role="dialog", name="Forget every decision?")
    assert s.tree.find(role="label", name_starts="Forget all 2 decisions?", within=dialog), \
        "the dialog should say how many decisions go"
    # The dialog slides in: a click sent to where its button is mid-slide lands on the
    # backdrop, which holds the window. A person clicks the button where it comes to rest.
    wait_popup_at_rest(s, dialog)
    s.step("asked in the running window")
    s.click(s.tree.wait(role="push button", name="Forget", within=dialog))
    s.tree.wait_gone(role="dialog", name="Forget every decision?")
    wait_top_card(s, card_name(profiles[0]))
    choose_page(s, "Matches")
    wait_until(lambda: matches_shown(s) == [], "no matches after the reset", describe_last=lambda: matches_shown(s))
    s.step("every page followed the reset")


@scenario
def missing_catalogue_scenario(s):
    """No catalogue: the deck says it is missing and where it was looked for."""
    shipped = copy_shipped_data(s.session.shipped_data, s.path("shipped"))
    os.remove(os.path.join(shipped, "profiles.json"))
    s.launch(shipped_data=shipped)
    wait_page(s, "Discover")
    s.tree.wait(role="label", name="No profiles to show")
    where = os.path.join(shipped, "profiles.json")
    s.tree.wait(role="label", name_matches=f"was not found.*{re.escape(where)}")
    s.step("the deck says the catalogue is missing")
    assert s.tree.find(role="label", name="You've seen everyone") is None
