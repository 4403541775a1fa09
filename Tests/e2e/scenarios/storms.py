"""Input storms: a thousand clicks on Like in a few seconds, and flicks started while the last
card is still flying. Every card is decided at most once and in deck order, the top card is
always a real profile, undo walks back, and the window keeps painting.

The events go through XTest from a process of their own (harness/xtest.py), so each one's time
is known; the app, started with TACTILE_BENCH_REPORT=frames, prints the frame clock's time of
every frame it paints. Each input's delay to the first frame after it is reported, not asserted
(the machines are shared). Only a hang fails: a flick waiting HANG_SECONDS for a frame or, after
a click storm, which outpaces the app on purpose, no frame CATCH_UP_SECONDS after the last click.
"""

import json
import os
import random
import sqlite3
import statistics
import time
from contextlib import closing

from harness.catalogue import card_name, copy_shipped_data, likes_back, load_profiles
from harness.scenario import scenario
from harness.tactile import (announcement, decision_button, top_card_name, wait_card_at_rest, wait_page,
                             wait_top_card)
from harness.waiting import wait_until
from harness.xtest import click_storm, flick, play

CLICKS = 1000
CLICK_INTERVAL = 0.004   # seconds: 1,000 clicks in about four seconds
FLICKS = 40
FLICK_SECONDS = 0.05
RESPONSIVE_MS = 100      # reported against; the goal for a frame after each input
# Asserted: longer without a frame after an input is a hang. Generous: on a loaded machine,
# painting one frame in software has taken over a second.
HANG_SECONDS = 5.0
CATCH_UP_SECONDS = 30.0  # asserted after a flood: the backlog is worked off and the window paints
STILL_SECONDS = 0.5      # no frame for this long: nothing moves
# Undo is refused while a card moves, so each step waits for the last to come to rest: slow
# where frames are painted in software; the animated storms take back fewer.
UNDO_STEPS = 3
UNDO_STEPS_ANIMATED = 2
# The empty state is the stack's other named panel (its title and message).
EMPTY_STATE_STARTS = "You've seen everyone"


# The catalogue

def storm_catalogue(s, count, likes_back_allowed=True):
    """`count` profiles made from the shipped ones (their avatars reused), each name numbered
    so that a card's accessible name tells its place in the deck. Without `likes_back_allowed`,
    no liked profile matches, so no popup comes between the gestures and the cards."""
    shipped = load_profiles(s.session.shipped_data)
    folder = copy_shipped_data(s.session.shipped_data, s.path("shipped"))
    profiles = []
    serial = 0
    while len(profiles) < count:
        base = shipped[serial % len(shipped)]
        profile = dict(base, id=f"storm-{serial:05d}", name=f"{base['name']} {serial}")
        serial += 1
        if likes_back_allowed or not likes_back(profile, "like"):
            profiles.append(profile)
    with open(os.path.join(folder, "profiles.json"), "w", encoding="utf-8") as file:
        json.dump(profiles, file, ensure_ascii=False)
    return folder, profiles


def launch_measured(s, shipped, animations=True):
    """Starts the app on Discover, printing a line per frame; animations off as a desktop turns them off."""
    if not animations:
        settings = s.path("home", "config", "gtk-4.0")
        os.makedirs(settings, exist_ok=True)
        with open(os.path.join(settings, "settings.ini"), "w", encoding="utf-8") as file:
            file.write("[Settings]\ngtk-enable-animations=false\n")
    s.launch("--page", "discover", shipped_data=shipped, environment={"TACTILE_BENCH_REPORT": "frames"})
    wait_page(s, "Discover")


# Watching the storm

class TopCardWatch:
    """Reads the top card through AT-SPI again and again while a storm plays."""

    def __init__(self, s, profiles):
        self.s = s
        self.index_of = {card_name(profile): index for index, profile in enumerate(profiles)}
        self.seen = []      # deck indexes, in the order read (len(profiles) for the empty state)
        self.unknown = []   # names that are no profile's

    def read(self):
        try:
            name = top_card_name(self.s.tree)
        except Exception:  # noqa: BLE001 - the tree changes under the reader; read again
            return
        if name is None:
            return
        if name in self.index_of:
            self.seen.append(self.index_of[name])
        elif name.startswith(EMPTY_STATE_STARTS):
            self.seen.append(len(self.index_of))
        else:
            self.unknown.append(name)

    def check(self, limit):
        assert not self.unknown, f"the top card named no profile of the deck: {self.unknown[:3]}"
        assert self.seen, "the top card was never read during the storm"
        assert all(0 <= index < limit for index in self.seen), f"a top card out of range: {max(self.seen)}"
        backwards = [index for index in range(1, len(self.seen)) if self.seen[index] < self.seen[index - 1]]
        # Each with the reads around it: a card seen once between two later ones reads otherwise
        # than a deck that walks back.
        assert not backwards, "the top card went back during the storm: " + "; ".join(
            f"{self.seen[index - 1]} then {self.seen[index]} in {self.seen[max(0, index - 4):index + 4]}"
            for index in backwards[:3])


# Settling, undoing, reading the store

def wait_input_handled(s, last_input):
    """Until the app has handled every input sent: GTK paints only when no input waits, so a
    frame begun after the last input (one that asks for a frame) means the backlog is gone."""
    wait_until(lambda: any(frame[0] >= last_input for frame in frames_painted(s)),
               "a frame after the last input (the app working off its backlog)", timeout=CATCH_UP_SECONDS)


def wait_still(s):
    """Until the window stops painting: every card and popup has come to rest. (Comparing a
    card's extents is not enough when a frame takes longer than the time between two reads.)"""
    def still():
        frames = frames_painted(s)
        return frames and time.monotonic() * 1_000_000 - frames[-1][1] >= STILL_SECONDS * 1_000_000
    wait_until(still, f"the window to paint nothing for {STILL_SECONDS} s", interval=0.05)


def settle(s, profiles, last_input):
    """Once the storm is over: the app has handled it, every card has come to rest and any
    match popup is dismissed (the last click may have liked the next card while a match popup
    was on its way). Returns the top card's deck index (len(profiles) once the deck is empty)."""
    wait_input_handled(s, last_input)
    for _ in range(5):
        wait_still(s)
        popup = s.tree.find(name_starts="It's a Match!")
        if popup is None:
            break
        s.step("storm over: a match popup")
        s.click(s.tree.wait(role="label", name="It's a Match!", within=popup))
        s.tree.wait_gone(name_starts="It's a Match!")
    else:
        raise AssertionError("match popups kept coming after the storm had ended")
    index_of = {card_name(profile): index for index, profile in enumerate(profiles)}
    name = top_card_name(s.tree)
    if name is not None and name.startswith(EMPTY_STATE_STARTS):
        return len(profiles)
    assert name in index_of, f"the top card after the storm, {name!r}, is no profile of the deck"
    return index_of[name]


def undo_steps(s, profiles, top, steps):
    """Undoes `steps` decisions, by the Undo button and then Ctrl+Z: each brings back the card before."""
    for step in range(steps):
        back_to = top - 1 - step
        if step % 2 == 0:
            s.click(wait_until(lambda: decision_button(s.tree, "Undo"), "the Undo button"))
        else:
            s.keys.press("ctrl+z")
        wait_top_card(s, card_name(profiles[back_to]))
        expected = f"Undone. {card_name(profiles[back_to])} is back."
        wait_until(lambda: announcement(s.tree) == expected, "the stack to announce the undo",
                   describe_last=lambda: repr(announcement(s.tree)))
        wait_still(s)  # undo is refused while the card flies back in
    return top - steps


def quit_and_read_decisions(s):
    """Quits as a person does and reads the decision log the app left: (profile id, decision), oldest first."""
    status = s.app.quit()
    assert status == 0, f"tactile exited with status {status} after the storm"
    with closing(sqlite3.connect(f"file:{os.path.join(s.data_dir, 'tactile.db')}?mode=ro", uri=True)) as database:
        return database.execute("SELECT profile_id, decision FROM decisions ORDER BY id").fetchall()


def check_decided_once(decisions, profiles, decided):
    """The log holds exactly the first `decided` profiles of the deck, each once, in order."""
    ids = [profile_id for profile_id, _ in decisions]
    repeated = sorted({profile_id for profile_id in ids if ids.count(profile_id) > 1})
    assert not repeated, f"profiles decided more than once: {repeated[:5]}"
    expected = [profile["id"] for profile in profiles[:decided]]
    assert ids == expected, (f"the log should hold the deck's first {decided} profiles in order; "
                             f"it holds {len(ids)}, first difference at "
                             f"{next((i for i, (a, b) in enumerate(zip(ids, expected)) if a != b), min(len(ids), len(expected)))}")


# Responsiveness

def frames_painted(s):
    """(frame clock time µs, paint end µs, paint CPU µs or None) of every frame the app
    reported (`frame <frame time> <busy> [<busy CPU>]`), in order."""
    frames = []
    for line in s.stderr().splitlines():
        parts = line.split()
        if parts[:1] != ["frame"] or len(parts) not in (3, 4) or \
                not all(part.lstrip("-").isdigit() for part in parts[1:]):
            continue
        started, busy = int(parts[1]), int(parts[2])
        cpu = int(parts[3]) if len(parts) == 4 else None
        # The first frame's paint is not measured whole (its busy time is not a duration).
        whole = 0 <= busy < 60_000_000
        frames.append((started, started + (busy if whole else 0), cpu if whole else None))
    return sorted(frames)


def report_responsiveness(s, label, input_times, frames, flood=False):
    """Each input's delay to the end of the first frame that began after it, as a note.

    Fails only on a hang: an input waiting HANG_SECONDS for a frame. A `flood` outpaces the
    app on purpose: GTK handles waiting input before it paints, so the window stays still
    until the backlog is worked off; there the hang is no frame CATCH_UP_SECONDS after the
    last input. An input that changes nothing (a click on a disabled button) may have no
    frame after it at all; those are counted apart."""
    delays = []
    unanswered = 0
    cursor = 0
    for sent in sorted(input_times):
        while cursor < len(frames) and frames[cursor][0] < sent:
            cursor += 1
        if cursor == len(frames):
            unanswered += 1
            continue
        delays.append((frames[cursor][1] - sent) / 1000)
    assert delays, f"{label}: no frame followed any input"
    ordered = sorted(delays)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    slow = sum(1 for delay in delays if delay > RESPONSIVE_MS)
    first, last = min(input_times), max(input_times)
    during = [frame for frame in frames if first <= frame[0] <= last + ordered[-1] * 1000]
    longest_paint = max(((end - start) / 1000 for start, end, _ in during), default=0)
    cpu = [frame[2] / 1000 for frame in during if frame[2] is not None]
    starts = [first] + [frame[0] for frame in during]
    longest_still = max((b - a) / 1000 for a, b in zip(starts, starts[1:])) if len(starts) > 1 else 0
    s.note(f"{label}: {len(input_times)} inputs; delay to the next frame: "
           f"median {statistics.median(delays):.0f} ms, p95 {p95:.0f} ms, max {ordered[-1]:.0f} ms; "
           f"{slow} over {RESPONSIVE_MS} ms" + (f", {unanswered} followed by no frame" if unanswered else ""))
    s.note(f"{label}: {len(during)} frames meanwhile, longest paint {longest_paint:.0f} ms"
           + (f" ({max(cpu):.0f} ms of CPU)" if cpu else "") + f", longest without a frame {longest_still:.0f} ms")
    if flood:
        caught_up = next((frame[0] for frame in frames if frame[0] >= last), None)
        assert caught_up is not None and caught_up - last <= CATCH_UP_SECONDS * 1_000_000, \
            f"{label}: no frame within {CATCH_UP_SECONDS} s of the last input"
    else:
        assert ordered[-1] <= HANG_SECONDS * 1000, \
            f"{label}: an input waited {ordered[-1]:.0f} ms for a frame (hang limit {HANG_SECONDS:.0f} s)"


def play_storm(s, plan, watch):
    """Plays `plan` while `watch` reads the top card; keeps the inputs' times with the evidence.
    Returns (events, when the X server had handled them all, seconds from first to last event).

    The plan ends by moving the pointer onto the Undo button: its hover look is a change the
    window must paint, after every input of the storm, even when the storm's last clicks
    changed nothing (see `wait_input_handled`)."""
    undo_x, undo_y = wait_until(lambda: decision_button(s.tree, "Undo"), "the Undo button").centre()
    events, synced_at = play(s.platform.display, plan + [["move", round(undo_x), round(undo_y)]],
                             while_playing=watch.read)
    watch.read()
    with open(s.path("inputs.json"), "w", encoding="utf-8") as file:
        json.dump({"wall_minus_monotonic": time.time() - time.monotonic(), "events": events}, file)
    return events, synced_at, (events[-2][0] - events[0][0]) / 1e6


def times_of(events, *kinds):
    return [when for when, kind in events if kind in kinds]


# The scenarios

def like_button_storm(s, profiles, shipped, animations):
    """Launches, clicks Like CLICKS times while reading the top card, and settles.
    Returns (the clicks' press times, the top card's deck index after the storm)."""
    launch_measured(s, shipped, animations=animations)
    wait_top_card(s, card_name(profiles[0]))
    x, y = wait_until(lambda: decision_button(s.tree, "Like"), "the Like button").centre()
    s.step("before the storm")
    watch = TopCardWatch(s, profiles)
    events, synced_at, seconds = play_storm(s, click_storm(x, y, CLICKS, CLICK_INTERVAL), watch)
    top = settle(s, profiles, synced_at)
    s.step("after the storm")
    watch.check(len(profiles) + 1)
    s.note(f"{CLICKS} clicks in {seconds:.1f} s decided {top} cards "
           f"(top card read {len(watch.seen)} times through AT-SPI meanwhile)")
    assert 1 <= top <= CLICKS, f"{top} cards decided by {CLICKS} clicks"
    return times_of(events, "press"), top


def check_buttons_name(s, profiles, top):
    like = s.tree.wait(role="push button", name_matches=r"^Like( |$)")
    expected = f"Like {profiles[top]['name']}" if top < len(profiles) else "Like"
    assert like.name == expected, f"the Like button is named {like.name!r}, not {expected!r}"


@scenario
def storms_like_button_scenario(s):
    """A thousand clicks on Like in about four seconds, animations on: the clicks while a card
    flies wait for it, one a flight, so a card is decided per flight, each once, none skipped."""
    shipped, profiles = storm_catalogue(s, 1200)
    clicks, top = like_button_storm(s, profiles, shipped, animations=True)
    report_responsiveness(s, "Like storm, animated", clicks, frames_painted(s), flood=True)
    check_buttons_name(s, profiles, top)
    remaining = undo_steps(s, profiles, top, min(UNDO_STEPS_ANIMATED, top))
    s.step("after undoing")
    decisions = quit_and_read_decisions(s)
    check_decided_once(decisions, profiles, remaining)
    assert {decision for _, decision in decisions} <= {"like"}, "a click on Like recorded another decision"


@scenario
def storms_empty_deck_scenario(s):
    """The same storm with animations off, where every click that reaches Like decides at once,
    on a deck that runs out half way: every card is decided once, the rest of the clicks land
    on a disabled button, and undo walks back from the empty state."""
    shipped, profiles = storm_catalogue(s, 250)
    clicks, top = like_button_storm(s, profiles, shipped, animations=False)
    assert top == len(profiles), f"the storm should empty the deck; {len(profiles) - top} cards are left"
    assert s.tree.find(role="push button", name="Like") is not None, "the Like button should name nobody"
    report_responsiveness(s, "Like storm, animations off, deck emptied", clicks, frames_painted(s), flood=True)
    check_buttons_name(s, profiles, top)
    remaining = undo_steps(s, profiles, top, UNDO_STEPS)
    decisions = quit_and_read_decisions(s)
    check_decided_once(decisions, profiles, remaining)
    assert {decision for _, decision in decisions} <= {"like"}, "a click on Like recorded another decision"


@scenario
def storms_flicks_while_flying_scenario(s):
    """FLICKS flicks, left and right at random, each started at once or soon after the one
    before, mostly while its card is still flying off: a flick is refused or decides the top
    card in its own direction, and nothing is decided twice or skipped."""
    shipped, profiles = storm_catalogue(s, 200, likes_back_allowed=False)
    launch_measured(s, shipped)
    wait_top_card(s, card_name(profiles[0]))
    x, y, width, height = wait_card_at_rest(s).extents()
    start = (x + width / 2, y + height * 0.4)
    choices = random.Random(20240611)
    gestures = [choices.choice(("like", "nope")) for _ in range(FLICKS)]
    gaps = [choices.uniform(0.0, 0.15) for _ in range(FLICKS)]
    s.step("before the flicks")
    plan = []
    began_at = 0.0
    for direction, gap in zip(gestures, gaps):
        reach = 160 if direction == "like" else -160
        plan += flick(start, (start[0] + reach, start[1]), FLICK_SECONDS, began_at)
        began_at += FLICK_SECONDS + gap
    watch = TopCardWatch(s, profiles)
    events, synced_at, seconds = play_storm(s, plan, watch)
    top = settle(s, profiles, synced_at)
    s.step("after the flicks")
    watch.check(len(profiles) + 1)
    s.note(f"{FLICKS} flicks in {seconds:.1f} s decided {top} cards")
    report_responsiveness(s, "Flicks while flying", times_of(events, "press", "release"), frames_painted(s))
    assert 1 <= top <= FLICKS, f"{top} cards decided by {FLICKS} flicks"
    check_buttons_name(s, profiles, top)
    remaining = undo_steps(s, profiles, top, min(UNDO_STEPS_ANIMATED, top))
    decisions = quit_and_read_decisions(s)
    check_decided_once(decisions, profiles, remaining)
    # Each decision comes from its own flick, in order: the directions are a subsequence of the flicks'.
    flicks = iter(gestures)
    decided = [decision for _, decision in decisions]
    assert all(any(direction == wanted for wanted in flicks) for direction in decided), \
        f"decisions {decided} do not follow the flicks {gestures}"
    assert not decided or decided[0] == gestures[0], "the first flick, on a card at rest, should decide it"
