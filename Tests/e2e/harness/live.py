"""What the running app holds alive, as it says itself, and its windows besides the main one.

Started with TACTILE_BENCH_REPORT=live, `tactile` counts its widgets from start-up and, on
SIGUSR1, prints `live widgets=<n> wrappers=<n> closures=<n> rss_kb=<n>` once its main loop is
idle (Sources/TactileDemo/LiveObjectsReport.swift). Its output goes to the scenario's app log.
"""

import os
import re
import signal
from typing import NamedTuple

from .waiting import wait_until
from .xinput import focus_window

LIVE_LINE = re.compile(r"^live widgets=(-?\d+) wrappers=(-?\d+) closures=(-?\d+) rss_kb=(-?\d+)$", re.MULTILINE)


class LiveCounts(NamedTuple):
    widgets: int
    wrappers: int
    closures: int
    rss_kb: int


# The environment that makes `tactile` count its widgets and answer SIGUSR1 with a report.
# A report run keeps its settings in memory, so the scenario's settings file stays as it was.
REPORTING = {"TACTILE_BENCH_REPORT": "live"}


def _reports(s):
    return [LiveCounts(*map(int, match)) for match in LIVE_LINE.findall(s.stderr())]


def live_counts(s, timeout=None):
    """Asks the app what it holds alive now (SIGUSR1) and returns its answer."""
    already = len(_reports(s))
    os.kill(s.app.pid, signal.SIGUSR1)
    return wait_until(lambda: (lambda reports: reports[already] if len(reports) > already else None)(_reports(s)),
                      "the app to report what it holds alive", **({"timeout": timeout} if timeout else {}))


def other_windows(s):
    """The app's X windows on screen besides the main one (dialogs, popovers)."""
    return s.app.windows.others()


def close_window_with_escape(s, opened):
    """Gives the keyboard to a window of the app's own (there is no window manager to), presses
    Escape and waits for it to go; then gives the keyboard back to the main window."""
    focus_window(opened)
    s.keys.press("Escape")
    wait_until(lambda: opened not in other_windows(s), "the window to close on Escape")
    s.app.windows.focus()
