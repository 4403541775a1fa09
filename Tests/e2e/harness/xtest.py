"""Storms of X input straight through XTest (libXtst via ctypes), played in a process of its own.

xdotool starts a process per gesture, which caps the pace at a few dozen events a second and
hides when each event left. Here a plan of events is played from one process that does nothing
else, so its pace holds while the scenario blocks on AT-SPI calls to a busy app; every event's
time on the monotonic clock (the one GLib and the frame clock read) comes back with it.

    events, synced_at = play(display, click_storm(x, y, clicks=1000, interval=0.004))
"""

import ctypes
import ctypes.util
import json
import subprocess
import sys
import time


# Plans: lists of steps, each ["move", x, y], ["press"], ["release"] or ["at", seconds]
# (wait until that long after the plan began; a late step goes at once, later ones keep time).

def click_storm(x, y, clicks, interval):
    """`clicks` clicks of the primary button at (x, y), one every `interval` seconds."""
    plan = [["move", round(x), round(y)]]
    for index in range(clicks):
        plan += [["at", index * interval], ["press"], ["release"]]
    return plan


def flick(start, end, duration, began_at, steps=6):
    """A press at `start`, `steps` even moves to `end` over `duration`, a release; from `began_at`."""
    (x0, y0), (x1, y1) = start, end
    plan = [["at", began_at], ["move", round(x0), round(y0)], ["press"]]
    for index in range(1, steps + 1):
        fraction = index / steps
        plan += [["at", began_at + duration * fraction],
                 ["move", round(x0 + (x1 - x0) * fraction), round(y0 + (y1 - y0) * fraction)]]
    return plan + [["release"]]


def play(display_name, plan, while_playing=None):
    """Plays `plan` on the display from a process of its own; calls `while_playing()` over and
    over until it is done. Returns (events, synced_at): events as (monotonic µs, "press" |
    "release" | "motion"), and when the server had handled them all."""
    player = subprocess.Popen([sys.executable, __file__, display_name], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        player.stdin.write(json.dumps(plan))
        player.stdin.close()
        while player.poll() is None:
            if while_playing is not None:
                while_playing()
            else:
                time.sleep(0.05)
        output, errors = player.stdout.read(), player.stderr.read()
    finally:
        if player.poll() is None:
            player.kill()
            player.wait()
    if player.returncode != 0:
        raise AssertionError(f"the XTest player failed ({player.returncode}): {errors.strip()}")
    result = json.loads(output)
    return [tuple(event) for event in result["events"]], result["synced_at"]


class _XTest:
    """One connection to the X server and the XTest calls on it."""

    def __init__(self, display_name):
        x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                              ctypes.c_ulong]
        self.x11, self.xtst = x11, xtst
        self.display = x11.XOpenDisplay(display_name.encode())
        if not self.display:
            raise SystemExit(f"cannot open X display {display_name}")

    def play(self, plan):
        events = []
        began = time.monotonic()
        for step in plan:
            kind = step[0]
            if kind == "at":
                delay = began + step[1] - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                continue
            if kind == "move":
                self.xtst.XTestFakeMotionEvent(self.display, -1, step[1], step[2], 0)
                kind = "motion"
            else:
                self.xtst.XTestFakeButtonEvent(self.display, 1, kind == "press", 0)
            # Flushed one by one, so each time is when the event left for the server.
            self.x11.XFlush(self.display)
            events.append((round(time.monotonic() * 1_000_000), kind))
        self.x11.XSync(self.display, False)
        return events, round(time.monotonic() * 1_000_000)


if __name__ == "__main__":
    played, synced_at = _XTest(sys.argv[1]).play(json.load(sys.stdin))
    json.dump({"events": played, "synced_at": synced_at}, sys.stdout)
