"""A touchscreen: real touch sequences into GNOME's compositor (Wayland only).

Each finger is a slot of mutter's virtual touchscreen; its motion is sent at a touchscreen's
rate (about 60 reports a second), so a drag at a person's pace is some forty events over
half a second, a flick a handful over a few tens of milliseconds. The first finger also
drives GTK's emulated pointer; a second finger is a touch sequence of its own.

    s.touch.tap(x, y)
    s.touch.long_press(x, y)                 # held still past GTK's long-press time
    s.touch.drag((x0, y0), (x1, y1), 0.6)    # a deliberate drag
    s.touch.flick((x0, y0), (x1, y1))        # fast, released while moving
    with s.touch.finger(x, y) as finger:     # down until the block ends
        finger.move_to(x + 80, y, 0.4)       # ... read the screen mid-gesture ...
"""

import time

REPORT_INTERVAL = 0.016  # seconds between a touchscreen's reports
HUMAN = 0.6              # seconds: a deliberate drag
FLICK = 0.06             # seconds: a flick


class Finger:
    """One finger on the screen, from `down` until `lift`."""

    def __init__(self, remote, slot, x, y):
        self.remote = remote
        self.slot = slot
        self.x, self.y = float(x), float(y)
        self.is_down = False

    def down(self):
        self.remote.touch_down(self.slot, self.x, self.y)
        self.is_down = True
        return self

    def move_to(self, x, y, duration=HUMAN, steps=None):
        """Slides in a straight line to (x, y) over `duration` seconds."""
        steps = steps or max(1, round(duration / REPORT_INTERVAL))
        x0, y0 = self.x, self.y
        began = time.monotonic()
        for index in range(1, steps + 1):
            _sleep_until(began + duration * index / steps)
            fraction = index / steps
            self._to(x0 + (x - x0) * fraction, y0 + (y - y0) * fraction)

    def _to(self, x, y):
        self.x, self.y = float(x), float(y)
        self.remote.touch_motion(self.slot, self.x, self.y)

    def rest(self, seconds):
        """Stays down without moving."""
        time.sleep(seconds)

    def lift(self):
        if self.is_down:
            self.is_down = False
            self.remote.touch_up(self.slot)

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.lift()


class Touchscreen:
    """The compositor's virtual touchscreen. Coordinates are the monitor's pixels."""

    def __init__(self, remote):
        self.remote = remote

    def finger(self, x, y, slot=0):
        """Puts a finger down at (x, y); use it in a `with` block so it is always lifted."""
        return Finger(self.remote, slot, x, y).down()

    def tap(self, x, y, hold=0.05):
        with self.finger(x, y) as finger:
            finger.rest(hold)

    def long_press(self, x, y, seconds=0.9):
        """Holds one finger still for `seconds` (GTK's long press fires after half a second)."""
        with self.finger(x, y) as finger:
            finger.rest(seconds)

    def drag(self, start, end, duration=HUMAN, hold_before=0.0, hold_before_release=0.0):
        """Down at `start`, along a straight line to `end` over `duration`, up."""
        with self.finger(*start) as finger:
            if hold_before:
                finger.rest(hold_before)
            finger.move_to(*end, duration)
            if hold_before_release:
                finger.rest(hold_before_release)

    def flick(self, start, end, duration=FLICK):
        """A fast stroke released while still moving."""
        self.drag(start, end, duration)

    def move_together(self, moves, duration=HUMAN):
        """Moves several fingers at once: `moves` is [(finger, (x, y)), ...], each in a straight line."""
        steps = max(1, round(duration / REPORT_INTERVAL))
        starts = [(finger, finger.x, finger.y, x, y) for finger, (x, y) in moves]
        began = time.monotonic()
        for index in range(1, steps + 1):
            _sleep_until(began + duration * index / steps)
            fraction = index / steps
            for finger, x0, y0, x1, y1 in starts:
                finger._to(x0 + (x1 - x0) * fraction, y0 + (y1 - y0) * fraction)


def _sleep_until(moment):
    delay = moment - time.monotonic()
    if delay > 0:
        time.sleep(delay)
