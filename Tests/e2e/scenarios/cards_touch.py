"""The card stack by finger, on a touchscreen (Wayland): the card follows the finger and tilts, a
flick decides from where it would end and a slow drag of the same length does not, the buttons
answer taps, and a second finger on the card neither decides twice nor jams the stack.

GTK 4.8 reports a transformed widget's extents as the image of its top-left corner and its
untransformed size: the tilt is read from where that corner went, the card being moved by the
finger's travel and turned about its centre, and seen on screen as its corner rising above the
card's resting top edge.
"""

import math

from harness.catalogue import card_name, load_profiles
from harness.scenario import scenario
from harness.screen import changed_mask
from harness.tactile import (announcement, decision_button, expect_pull_back, pull_back_stroke, top_card,
                             top_card_name, wait_card_at_rest, wait_page, wait_top_card)
from harness.waiting import stays_true, wait_until
from scenarios.cards import expect_decision

TRAVEL = 110  # px: a drag well short of deciding (half the card's width)
SHORT = 90    # px: a stroke that decides as a flick, and not as a slow drag


def grab_point(rest):
    """Where a finger takes the card: in the middle, above its centre (it tilts clockwise going right)."""
    x, y, width, height = rest
    return x + width / 2, y + height * 0.3


def tilt(rest, now, travel):
    """The card's tilt in degrees (clockwise positive) and how far its corner is from where a card
    moved by `travel` and turned about its centre would put it."""
    x, y, width, height = rest
    centre = (x + width / 2 + travel[0], y + height / 2 + travel[1])
    corner = (now[0] - centre[0], now[1] - centre[1])
    angle = math.degrees(math.atan2(corner[1], corner[0]) - math.atan2(-height / 2, -width / 2))
    misfit = abs(math.hypot(*corner) - math.hypot(width / 2, height / 2))
    return angle, misfit


def tilt_of_bounds(rest, bounds, travel):
    """The same from a turned card's bounding box, which newer GTK reports (seen on 4.24) where GTK
    4.8 reports the turned top-left corner with the size unturned: the tilt whose bounding box has
    the reported width, and how far the box's centre and height are from a card moved by `travel`
    and turned so."""
    x, y, width, height = rest
    box_x, box_y, box_width, box_height = bounds
    degrees = min((tenth / 10 for tenth in range(0, 450)),
                  key=lambda angle: abs(bounding_box(width, height, angle)[0] - box_width))
    centre_off = math.hypot(box_x + box_width / 2 - (x + width / 2 + travel[0]),
                            box_y + box_height / 2 - (y + height / 2 + travel[1]))
    return degrees, max(centre_off, abs(bounding_box(width, height, degrees)[1] - box_height))


def bounding_box(width, height, degrees):
    """The size of a width×height rectangle's bounding box turned by `degrees`."""
    cos, sin = abs(math.cos(math.radians(degrees))), abs(math.sin(math.radians(degrees)))
    return width * cos + height * sin, width * sin + height * cos


def pixels_above(before, after, rest, rows=12):
    """Pixels that changed in the band just above the card's resting top edge."""
    x, y, width, _ = (round(value) for value in rest)
    band = (x, y - rows - 2, x + width, y - 2)
    mask = changed_mask(before.crop(band), after.crop(band))
    return mask.histogram()[255]


def ready(s):
    """The top card's extents once nothing moves: a drag is refused while the last card still
    flies off, as a person would see."""
    rest = wait_card_at_rest(s).extents()
    s.still_frame()
    return rest


def expect_back_at_rest(s, profile, rest):
    wait_top_card(s, card_name(profile))
    wait_until(lambda: wait_card_at_rest(s).extents() == rest, "the card to spring back where it was",
               describe_last=lambda: f"the card at {top_card(s.tree).extents()}, at rest at {rest}")


@scenario(platforms=("wayland",))
def cards_touch_scenario(s):
    profiles = load_profiles(s.session.shipped_data)
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    wait_top_card(s, card_name(profiles[0]))
    rest = ready(s)
    resting_screen = s.still_screen()
    s.step("first card")

    # The card follows the finger, turning as it goes; held short and let go slowly, it springs back.
    start = grab_point(rest)
    with s.touch.finger(*start) as finger:
        finger.move_to(start[0] + TRAVEL, start[1], duration=0.5)
        card = top_card(s.tree)

        def followed():
            if s.session.gtk_version <= (4, 8):
                x, y, _, _ = card.extents()
                degrees, misfit = tilt(rest, (x, y), (TRAVEL, 0))
            else:
                degrees, misfit = tilt_of_bounds(rest, card.extents(), (TRAVEL, 0))
            return degrees if misfit < 3 else None

        # The app handles its first touch late: wait for it to catch up with the finger.
        degrees = wait_until(followed, "the card to follow the finger, moved by its travel and turned about its centre",
                             describe_last=lambda: f"the card at {card.extents()}, at rest at {rest}")
        assert 1.0 <= degrees <= 12.0, \
            f"the card dragged {TRAVEL} px right should tilt clockwise, not by {degrees:.1f}°"
        width, height = rest[2:]
        grown = bounding_box(width, height, degrees)
        assert grown[0] > width + 5 and grown[1] > height + 5, \
            f"turned by {degrees:.1f}° the card's bounding box should grow beyond {width}×{height}, not {grown}"
        # On screen (the compositor shows the app's frame a little after the app has laid it out).
        risen = wait_until(lambda: (lambda count: count if count > 100 else None)(
            pixels_above(resting_screen, s.platform.screenshot(), rest)),
            "the turned card's corner to show above its resting top edge", timeout=5)
        s.step("held 110 px to the right")
        s.note(f"held {TRAVEL} px right: tilted {degrees:.1f}°, bounding box {grown[0]:.0f}×{grown[1]:.0f} "
               f"(card {width}×{height}); {risen} pixels above its resting top")
        finger.rest(0.25)
    expect_back_at_rest(s, profiles[0], rest)
    s.step("let go slowly: back in place")

    # The same short stroke decides as a flick, and springs back as a slow drag.
    start = grab_point(ready(s))
    s.touch.flick(start, (start[0] + SHORT, start[1]), duration=0.05)
    expect_decision(s, profiles, 0, "like", press=s.tap)
    s.step("short flick right: liked")
    rest = ready(s)
    start = grab_point(rest)
    s.touch.drag(start, (start[0] + SHORT, start[1]), duration=0.9, hold_before_release=0.25)
    expect_back_at_rest(s, profiles[1], rest)
    s.step("the same stroke slowly: back in place")

    # The bottom bar answers taps.
    for index, (verb, decision) in enumerate([("Nope", "nope"), ("Like", "like"), ("Boost", "boost")], start=1):
        ready(s)
        button = decision_button(s.tree, verb)
        assert button.name == f"{verb} {profiles[index]['name']}", f"unexpected button name {button.name!r}"
        s.tap(button)
        expect_decision(s, profiles, index, decision, press=s.tap)
        s.step(f"tapped {verb}")
    ready(s)
    s.tap(decision_button(s.tree, "Undo"))
    wait_top_card(s, card_name(profiles[3]))
    wait_until(lambda: announcement(s.tree) == f"Undone. {card_name(profiles[3])} is back.",
               "the stack to announce the undo", describe_last=lambda: repr(announcement(s.tree)))
    s.step("tapped Undo")

    # The liked card is pulled back in from the right edge by a finger: short, it goes back out;
    # past half way, it is back; liked again, the tour goes on.
    for fraction, undone in ((0.2, False), (0.75, True)):
        ready(s)
        s.touch.drag(*pull_back_stroke(s, "right", fraction), duration=0.6, hold_before_release=0.25)
        expect_pull_back(s, profiles, 2, undone)
        s.step(f"pulled back {fraction:.0%} from the right: {'undone' if undone else 'back out'}")
    ready(s)
    s.tap(decision_button(s.tree, "Like"))
    expect_decision(s, profiles, 2, "like", press=s.tap)

    # A second finger lands on the card while the first holds it past the point of deciding: the
    # card is decided once, when the first finger lets go; the second finger decides nothing more,
    # and the stack goes on. Every expectation is checked, and all that failed are reported.
    rest = ready(s)
    start = grab_point(rest)
    failed = []

    def expect(check, message):
        try:
            if check() is False:
                failed.append(message)
        except AssertionError as error:
            failed.append(f"{message} ({error})")

    with s.touch.finger(*start) as first:
        first.move_to(start[0] + 2 * TRAVEL, start[1], duration=0.4)
        card = top_card(s.tree)
        wait_until(lambda: card.extents()[0] >= rest[0] + 1.5 * TRAVEL, "the card to follow the first finger",
                   describe_last=lambda: f"the card at {card.extents()}")
        x, y, width, height = card.extents()
        second_start = (x + width * 0.3, y + height * 0.75)  # on the held card, below the first finger
        with s.touch.finger(*second_start, slot=1) as second:
            expect(lambda: stays_true(lambda: top_card_name(s.tree) == card_name(profiles[3]),
                                      "the held card staying on top while the second finger rests"),
                   "a second finger landing decided the card still held by the first")
            held = s.step("second finger on the held card")
            first.lift()
            wait_top_card(s, card_name(profiles[4]))
            s.step("first finger lifted")
            second.move_to(second_start[0] + 2 * TRAVEL, second_start[1], duration=0.4)
    expect_decision(s, profiles, 3, "like", press=s.tap)
    s.step("second finger lifted")
    expect(lambda: stays_true(lambda: top_card_name(s.tree) == card_name(profiles[4]), "the next card staying on top"),
           "the second finger decided a second card")
    expect(lambda: wait_card_at_rest(s).extents() == rest, "the next card should come to rest where cards rest")
    # Not jammed: a flick still decides the next card.
    start = grab_point(ready(s))
    s.touch.flick(start, (start[0] - SHORT, start[1]), duration=0.05)
    expect_decision(s, profiles, 4, "nope", press=s.tap)
    s.step("flicked left after two fingers: noped")
    assert held is not None and not failed, "; ".join(failed)
