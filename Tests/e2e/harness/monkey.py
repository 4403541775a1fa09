"""A random exerciser of the real app: seeded, replayable, with faults thrown in.

    monkey = Monkey(s, seed=7, seconds=60)
    monkey.run()          # raises MonkeyFailure with the seed and the last 50 inputs

The inputs are drawn from a `random.Random(seed)` before they are sent, each as a plain record
("tap at 0.41, 0.63 of the window"), independent of what the app shows: the same seed gives the
same inputs, in the same order, on X11 and on Wayland (on X11, which has no touch, a touch
gesture is made with the pointer). The faults are drawn from a second generator of the same seed
at fixed input counts. Both are recorded in `monkey-inputs.jsonl` in the scenario's folder.

Checked after every input: the process lives (unless killed on purpose), its output holds no GLib
critical or warning, no frame took more than a second of the main thread's CPU. Every few inputs,
after every fault and after every restart: the decisions the app told the person about (its
`decision-log` lines, `TACTILE_BENCH_REPORT=decisions`) are exactly the rows of the decision log in
SQLite, and an undo only ever took back the last decision.
"""

import json
import os
import random
import re
import sqlite3
import subprocess
import time
from collections import Counter, deque
from contextlib import closing

from .catalogue import copy_shipped_data, load_profiles
from .desktop_settings import INTERFACE, set_keys
from .live import LIVE_LINE, LiveCounts
from .waiting import wait_until

# What a GLib log line at a level the run must never see looks like ("Gtk-CRITICAL **: …",
# "GLib-GObject-WARNING **: …").
GLIB_TROUBLE = re.compile(r"^(?:\(\S+\): )?[\w-]*-(?:CRITICAL|WARNING) \*\*", re.MULTILINE)
# GTK's own bookkeeping of which widgets a press holds "active" goes wrong under some orders of
# touch, pointer and popovers (gtk_widget_set_active_state in gtkwidget.c warns as it counts
# below zero); reported against many GTK 4 apps from 4.8 to 4.18, with nothing the app does in
# the chain (gtk_main_do_event from a touch or button release). Counted and noted, not failed.
# GTK 4.24's frame timings on Wayland warn when the compositor's presentation feedback comes
# for a frame GTK has already let go of (gdk_frame_timings_presented, called by GDK's Wayland
# backend alone). Counted and noted too.
KNOWN_GTK_WARNINGS = re.compile(r"Gtk-WARNING \*\*: [\d:.]+: Broken accounting of active state for widget"
                                r"|Gdk-WARNING \*\*: [\d:.]+: gdk_frame_timings_presented\(\) called on \w+ frame"
                                r"|Gdk-WARNING \*\*: [\d:.]+: Duplicate call to gdk_frame_timings_presented\(\)")
FRAME_CPU_LIMIT_US = 1_000_000
# On X11 no window manager gives a dialog the keyboard: every so many inputs the monkey gives it
# to each of the app's other windows in turn with an Escape (as a person would close it), then
# back to the main window.
X11_KEYBOARD_BACK_EVERY = 12
# What the app prints when it keeps a session's decisions in memory only (StoreMessages.swift, AppData.swift).
MEMORY_ONLY = re.compile(r"kept in memory only|kept until the app closes")
LIVE_EVERY = 500           # inputs between two reports of what the app holds alive
CHECK_EVERY = 8            # inputs between two comparisons of the decisions with SQLite
LAST_INPUTS = 50

# Gesture kinds and their weights.
GESTURES = [
    ("tap", 14), ("long_press", 4), ("flick", 10), ("slow_drag", 6), ("two_fingers", 2), ("edge_swipe", 3),
    ("click", 12), ("right_click", 5), ("pointer_drag", 5), ("wheel", 5),
    ("key", 26), ("type", 3), ("resize", 1), ("maximize", 1),
]

# Keys as xdotool names them: the app's shortcuts (ShortcutsWindow.swift, the main menu's F10),
# moving and closing.
KEYS = [
    ("Left", 8), ("Right", 8), ("Up", 4), ("Down", 2), ("BackSpace", 3), ("ctrl+z", 3),
    ("F9", 3), ("F10", 3), ("ctrl+1", 6), ("ctrl+2", 3), ("ctrl+3", 2), ("ctrl+4", 2), ("ctrl+5", 1),
    ("ctrl+question", 1), ("Menu", 2), ("shift+F10", 2), ("Escape", 8), ("Tab", 6), ("shift+Tab", 3),
    ("Return", 3), ("space", 3), ("Home", 1), ("End", 1), ("Page_Down", 1), ("Page_Up", 1),
]
WORDS = ["ada", "a", "zz", "li", "match", "x"]

# Faults, drawn in turn; the ones that go on come off again some inputs later.
FAULTS = ["style", "kill", "disk_full", "read_only", "catalogue", "text_scale", "reduced_motion"]


class MonkeyFailure(AssertionError):
    pass


def weighted(rng, table):
    names, weights = zip(*table)
    return rng.choices(names, weights)[0]


def draw_input(rng):
    """The next input, from `rng` alone: points are fractions of the window (x, y)."""
    kind = weighted(rng, GESTURES)
    event = {"kind": kind}

    def point(body=True):
        zone = rng.random()
        if zone < 0.3:      # the card and its neighbours, the middle of the page
            return [round(rng.uniform(0.3, 0.7), 3), round(rng.uniform(0.25, 0.65), 3)]
        if zone < 0.45:     # the action bar and the page's foot
            return [round(rng.uniform(0.2, 0.8), 3), round(rng.uniform(0.8, 0.97), 3)]
        if zone < 0.6 and not body:  # the header bar: its buttons, short of the window's close button
            return [round(rng.uniform(0.01, 0.93), 3), round(rng.uniform(0.015, 0.05), 3)]
        return [round(rng.uniform(0.01, 0.99), 3), round(rng.uniform(0.08, 0.99), 3)]

    if kind in ("tap", "click", "right_click"):
        event["at"] = point(body=False)
    elif kind == "long_press":
        event["at"] = point(body=False)
        event["seconds"] = round(rng.uniform(0.6, 1.2), 2)
    elif kind in ("flick", "slow_drag", "pointer_drag", "two_fingers"):
        event["at"] = point()
        reach = rng.uniform(60, 320)
        angle = rng.choice([0, 180, 90, 270, rng.uniform(0, 360)])
        event["by"] = [round(reach * _cos(angle)), round(reach * _sin(angle))]
        event["seconds"] = round(rng.uniform(0.03, 0.08) if kind == "flick" else rng.uniform(0.25, 0.9), 3)
    elif kind == "edge_swipe":
        from_right = rng.random() < 0.2
        event["at"] = [0.998 if from_right else 0.002, round(rng.uniform(0.15, 0.9), 3)]
        event["by"] = [round(rng.uniform(80, 300)) * (-1 if from_right else 1), 0]
        event["seconds"] = round(rng.uniform(0.08, 0.5), 3)
    elif kind == "wheel":
        event["at"] = point()
        event["steps"] = rng.choice([-5, -3, -1, 1, 2, 3, 6])
    elif kind == "key":
        event["key"] = weighted(rng, KEYS)
    elif kind == "type":
        event["text"] = rng.choice(WORDS)
    elif kind == "resize":
        event["by"] = [round(rng.uniform(-260, 140)), round(rng.uniform(-200, 80))]
    return event


def _cos(degrees):
    import math
    return math.cos(math.radians(degrees))


def _sin(degrees):
    import math
    return math.sin(math.radians(degrees))


class Tmpfs:
    """A small tmpfs for the data folder: a disk that fills up. Needs root; None when not allowed."""

    def __init__(self, path, size):
        self.path = path
        os.makedirs(path, exist_ok=True)
        result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", path],
                                capture_output=True, text=True)
        self.mounted = result.returncode == 0
        self.filler = os.path.join(path, "filler")

    def fill(self):
        """Writes until the disk says no (unbuffered: a buffered file would say it again on close)."""
        try:
            with open(self.filler, "ab", buffering=0) as file:
                while True:
                    file.write(b"\0" * 65536)
        except OSError:
            pass

    def free(self):
        if os.path.exists(self.filler):
            os.remove(self.filler)

    def remount(self, mode):
        result = subprocess.run(["mount", "-o", f"remount,{mode}", self.path], capture_output=True, text=True)
        if result.returncode != 0:
            raise MonkeyFailure(f"the data disk could not be made {mode}: {result.stderr.strip()}")

    def unmount(self):
        if self.mounted:
            subprocess.run(["umount", "-l", self.path], capture_output=True)


class DecisionLog:
    """What the app said it decided, from its `decision-log` lines, as the rows SQLite must hold."""

    def __init__(self):
        self.rows = {}           # record id -> (profile id, decision)
        self.restored = []       # (profile id, decision): a pass put back under an id not said
        self.withdrawn = set()   # record ids whose profile a catalogue rewrite took out since
        self.kept = None         # the profiles of the last catalogue rewrite (None: none yet)
        self.lines_read = 0
        self.counts = Counter()

    def follow(self, lines):
        """Applies the lines not read yet; raises on an undo of a decision that was not the last."""
        for line in lines[self.lines_read:]:
            self.lines_read += 1
            self.apply(line)

    def apply(self, line):
        parts = line.split(" ", 1)[1].split(" ") if " " in line else []
        what = parts[0] if parts else ""
        self.counts[what] += 1
        if what == "decided":
            record, decision, replaced, profile = int(parts[1]), parts[2], parts[3], " ".join(parts[4:])
            if replaced != "-" and int(replaced) != record:
                self.rows.pop(int(replaced), None)
            self.rows[record] = (profile, decision)
        elif what == "undone":
            record, decision, replaced, replaced_decision = int(parts[1]), parts[2], parts[3], parts[4]
            profile = " ".join(parts[5:])
            if replaced != "-" and int(replaced) == record:
                return  # passed again: the pass in force stays
            # A decided card whose profile was withdrawn since has left the undo history (it cannot
            # come back): undo takes back the decision before it (CardStackModel.withdraw).
            later = [row for row in self.rows if row > record and not self.left_history(row)]
            if later:
                last = max(later)
                raise MonkeyFailure(f"undo took back decision {record} ({decision} on {profile}), which was not the "
                                    f"last: the last was {last} {self.rows.get(last)}")
            del self.rows[record]
            if replaced != "-":
                self.restored.append((profile, replaced_decision))
        elif what == "unmatched":
            self.rows[int(parts[1])] = (" ".join(parts[2:]), "nope")
        elif what == "forgot-all":
            self.rows.clear()
            self.restored.clear()

    def profiles_withdrawn(self, kept):
        """A catalogue rewrite kept only the profiles `kept`: the decisions said so far on any other
        profile leave the running app's undo history."""
        self.withdrawn |= {row for row, (profile, _) in self.rows.items() if profile not in kept}
        self.kept = kept

    def left_history(self, row):
        """Whether the decision `row` may have left the undo history: its profile was withdrawn
        after it (or, decided as the rewrite landed, is not in the last catalogue)."""
        return row in self.withdrawn or (self.kept is not None and self.rows[row][0] not in self.kept)

    @classmethod
    def from_rows(cls, rows, lines, counts=None):
        """A log that starts from SQLite's `rows`, the `lines` said so far left unread (and the
        lines counted so far, for the run's figures)."""
        log = cls()
        log.counts = counts if counts is not None else Counter()
        log.rows = {row_id: (profile, decision) for row_id, profile, decision in rows}
        log.lines_read = len(lines)
        return log

    def matches(self, database_rows):
        """Whether SQLite's rows [(id, profile, decision)] are exactly the ones said; a restored pass
        matches a row of the same profile and decision whose id was not said."""
        said = dict(self.rows)
        unsaid = [(row_id, (profile, decision)) for row_id, profile, decision in database_rows
                  if said.get(row_id) != (profile, decision)]
        known = {row_id for row_id, _, _ in database_rows}
        missing = {row_id: row for row_id, row in said.items() if row_id not in known}
        restored = list(self.restored)
        for row_id, row in list(unsaid):
            if row in restored and row_id not in said:
                restored.remove(row)
                unsaid.remove((row_id, row))
                self.rows[row_id] = row
        if not unsaid and not missing:
            self.restored = restored
        return unsaid, missing


class Monkey:
    def __init__(self, s, seed, seconds, faults=True, fault_every=25, deck=None, pace=0.0, max_inputs=None, skip=()):
        self.s = s
        self.seed = seed
        self.seconds = seconds
        self.inputs = random.Random(seed)
        self.fault_rng = random.Random(seed * 7919 + 1)
        self.with_faults = faults
        # Seconds between inputs (0: as fast as they go) and where to stop: a replay that slows
        # down shows which input did it.
        self.pace = pace
        self.max_inputs = max_inputs
        # Inputs drawn but not sent (by number): a failure's inputs narrowed down by hand.
        self.skip = set(skip)
        self.fault_every = fault_every
        self.sent = Counter()
        self.faults = Counter()
        self.last = deque(maxlen=LAST_INPUTS)
        self.count = 0
        self.log = DecisionLog()
        self.disk = None
        self.portal = None
        self.read_only_session = None    # the rows SQLite must keep while the app runs on a read-only disk
        self.undo_pending = []
        self.box = None
        self.unmaximized_origin = None
        self.frames_read = 0
        self.stderr_read = 0
        self.longest_frame_cpu = 0
        self.checks = 0
        self.known_warnings = 0
        self.quits = 0
        self.memory_sessions = 0
        self.fault_plan = []
        self.ongoing = {}
        self.deck = deck
        self.live = []
        self.restarts = 0
        self.journal = open(s.path("monkey-inputs.jsonl"), "w", encoding="utf-8")

    # Setting up

    def prepare(self):
        s = self.s
        self.shipped = copy_shipped_data(s.session.shipped_data, s.path("shipped"))
        self.profiles = load_profiles(self.shipped)
        self.disk = Tmpfs(s.path("disk"), "3m")
        if self.disk.mounted:
            s.on_close(self.disk.unmount)
            self.data_dir = os.path.join(self.disk.path, "data")
        else:
            s.note("a tmpfs cannot be mounted here: no full disk, no read-only disk")
            self.data_dir = s.data_dir
        set_keys(s, INTERFACE, {"color-scheme": "'default'", "enable-animations": "true", "text-scaling-factor": "1.0"})
        from .portal import available, start_portal
        if available():
            self.portal = start_portal(s, {INTERFACE: {"color-scheme": "'default'"}})
        else:
            s.note("no Settings portal here: the style is flipped through GNOME's key alone")

    def launch(self):
        environment = {"TACTILE_BENCH_REPORT": "frames,live,decisions"}
        if os.environ.get("TACTILE_MONKEY_CORE"):
            # A critical leaves a core dump (with `ulimit -c unlimited`) instead of Swift's backtrace.
            environment.update(SWIFT_BACKTRACE="enable=no")
        if os.environ.get("TACTILE_MONKEY_FATAL_WARNINGS"):
            # A warning aborts the app and leaves a core dump (with `ulimit -c unlimited`) to read with gdb.
            environment.update(G_DEBUG="fatal-warnings,fatal-criticals", SWIFT_BACKTRACE="enable=no")
        rows_before = self.database_rows()
        said_before = len(self.s.stderr()) if os.path.exists(self.s.stderr_path) else 0
        self.s.launch(shipped_data=self.shipped, data_dir=self.data_dir, environment=environment)
        said = self.s.stderr()[said_before:]
        if MEMORY_ONLY.search(said):
            # The app could not use the data folder (read-only, or a full disk it could not open
            # the database on) and said its decisions stay in memory this time: SQLite must keep
            # what it had. A copy of the log in memory starts from SQLite's rows and goes on with
            # their record ids (what an earlier session kept in memory went with it); a new, empty
            # store has ids of its own.
            self.memory_sessions += 1
            self.read_only_session = rows_before
            kept_rows = [] if "kept until the app closes" in said else rows_before
            self.log = DecisionLog.from_rows(kept_rows, self.decision_lines(), self.log.counts)
        elif self.read_only_session is not None:
            self.read_only_session = None
            self.log = DecisionLog.from_rows(self.database_rows(), self.decision_lines(), self.log.counts)
        self.refresh_box()
        self.unmaximized_origin = None
        launches = sum(1 for label, _ in self.live if label.startswith("launch")) + 1
        self.live.append((f"launch {launches}", self.live_counts()))

    def refresh_box(self):
        windows = self.s.app.windows
        if self.s.on_wayland:
            windows._origin = None
        self.box = self.s.app.window_box()

    # The run

    def run(self):
        s = self.s
        self.prepare()
        self.launch()
        began = time.monotonic()
        try:
            while time.monotonic() - began < self.seconds and (self.max_inputs is None or self.count < self.max_inputs):
                if self.with_faults and self.count and self.count % self.fault_every == 0:
                    self.fault()
                event = draw_input(self.inputs)
                self.count += 1
                event["n"] = self.count
                event["t"] = round(time.monotonic() - began, 2)
                self.last.append(event)
                self.journal.write(json.dumps(event) + "\n")
                self.journal.flush()
                if self.count in self.skip:
                    continue
                self.send(event)
                if self.pace:
                    time.sleep(self.pace)
                self.sent[event["kind"]] += 1
                self.check_process()
                if not s.on_wayland and self.count % X11_KEYBOARD_BACK_EVERY == 0:
                    self.x11_keyboard_back()
                if self.count % CHECK_EVERY == 0:
                    self.check_decisions()
                if self.count % LIVE_EVERY == 0:
                    self.live.append((f"input {self.count}", self.live_counts()))
            self.end_faults()
            self.settle_and_probe()
        except MonkeyFailure as failure:
            raise MonkeyFailure(self.failure_text(str(failure))) from None
        except Exception as error:  # noqa: BLE001 - every failure says how to replay it
            raise MonkeyFailure(self.failure_text(f"{type(error).__name__}: {error}")) from error
        finally:
            self.journal.close()
        s.note(f"seed {self.seed}: {self.count} inputs in {time.monotonic() - began:.0f} s, "
               f"{self.restarts} restarts after a kill, {self.quits} after the app was quit, "
               f"{self.memory_sessions} sessions kept in memory, {self.checks} checks of the decisions against SQLite "
               f"({sum(self.log.counts.values())} decision-log lines: {dict(self.log.counts)})")
        s.note("inputs: " + ", ".join(f"{kind} {count}" for kind, count in self.sent.most_common() if count))
        s.note("faults: " + (", ".join(f"{kind} {count}" for kind, count in self.faults.most_common()) or "none"))
        s.note(f"longest frame: {self.longest_frame_cpu / 1000:.0f} ms of CPU")
        if self.known_warnings:
            s.note(f"GTK's known warnings (broken accounting of active state; 4.24's frame timings on Wayland): "
                   f"{self.known_warnings} lines")
        # What the first process held as it started, after 500 inputs, and the last two reports.
        shown = self.live if len(self.live) <= 4 else [self.live[0], self.live[1], *self.live[-2:]]
        for label, counts in shown:
            if counts is not None:
                s.note(f"live at {label}: widgets {counts.widgets}, wrappers {counts.wrappers}, "
                       f"closures {counts.closures}, RSS {counts.rss_kb / 1024:.1f} MB")
        return self

    def failure_text(self, reason):
        lines = [f"monkey failed (seed {self.seed}, input {self.count}): {reason}",
                 f"replay: meson-helpers/monkey --seed {self.seed} --minutes {max(1, round(self.seconds / 60))}"
                 f" --platform {self.s.platform.name}",
                 f"the last {len(self.last)} inputs:"]
        lines += [f"  {json.dumps(event)}" for event in self.last]
        lines.append("inputs so far: " + ", ".join(f"{kind} {count}" for kind, count in self.sent.most_common()))
        lines.append("faults so far: " + (", ".join(f"{kind} {count}" for kind, count in self.faults.most_common())
                                          or "none"))
        # Said again last: a report that keeps only a failure's last lines still says why.
        lines.append(f"monkey failed (seed {self.seed}, input {self.count}): {reason.splitlines()[0][:300]}")
        with open(self.s.path("monkey-failure.txt"), "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        return "\n".join(lines)

    # Input

    def to_screen(self, fraction):
        x, y, width, height = self.box
        return x + fraction[0] * width, y + fraction[1] * height

    def send(self, event):
        s = self.s
        kind = event["kind"]
        touch = s.platform.touch
        pointer = s.pointer
        if kind in ("tap", "click", "right_click", "long_press"):
            x, y = self.to_screen(event["at"])
            if kind == "tap":
                touch.tap(x, y) if touch else pointer.click(x, y)
            elif kind == "click":
                pointer.click(x, y)
            elif kind == "right_click":
                pointer.right_click(x, y)
            else:
                (touch or pointer).long_press(x, y, event["seconds"])
        elif kind in ("flick", "slow_drag", "pointer_drag", "edge_swipe", "two_fingers"):
            start = self.to_screen(event["at"])
            end = self.clamped((start[0] + event["by"][0], start[1] + event["by"][1]))
            if kind == "pointer_drag" or touch is None:
                pointer.drag(start, end, event["seconds"])
            elif kind == "two_fingers":
                with touch.finger(*start) as first, touch.finger(start[0] + 60, start[1] + 10, slot=1) as second:
                    touch.move_together([(first, end), (second, (end[0] + 60, end[1] + 10))], event["seconds"])
            else:
                touch.drag(start, end, event["seconds"])
        elif kind == "wheel":
            pointer.scroll(*self.to_screen(event["at"]), event["steps"])
        elif kind == "key":
            s.keys.press(event["key"])
        elif kind == "type":
            s.keys.type(event["text"])
        elif kind == "resize":
            self.resize(event["by"])
        elif kind == "maximize":
            self.toggle_maximized()

    def clamped(self, point):
        width, height = self.s.platform.monitor
        return min(max(point[0], 1), width - 2), min(max(point[1], 1), height - 2)

    def resize(self, by):
        """Drags the window's bottom-right corner (GTK's own resize edge, outside the frame)."""
        if self.unmaximized_origin is not None:
            return  # a maximized window has no edge to drag
        x, y, width, height = self.box
        new_width = min(max(width + by[0], 360), self.s.platform.monitor[0] - x - 4)
        new_height = min(max(height + by[1], 360), self.s.platform.monitor[1] - y - 4)
        if self.s.on_wayland:
            corner = (x + width + 2, y + height + 2)
            self.s.pointer.drag(corner, (x + new_width + 2, y + new_height + 2), 0.4)
            time.sleep(0.3)
            origin = (x, y)
            wait_until(lambda: self._frame_size() is not None, "the window's size after a resize")
            self.box = (*origin, *self._frame_size())
            self.s.app.windows._origin = origin
        else:
            subprocess.run(["xdotool", "windowsize", str(self.s.app.window_id), str(round(new_width)),
                            str(round(new_height))], check=True)
            time.sleep(0.3)
            self.box = self.s.app.window_box()

    def _frame_size(self):
        frame = self.s.app.tree.find(role="frame")
        if frame is None:
            return None
        _, _, width, height = frame.window_extents()
        return (width, height) if width > 0 else None

    def toggle_maximized(self):
        """A double click on the header bar's middle, as a person maximizes and restores."""
        x, y, width, _ = self.box
        if self.s.on_wayland:
            self.s.pointer.double_click(x + width / 2, y + 14)
            time.sleep(0.6)
            size = self._frame_size()
            if size is None:
                return
            if tuple(size) == tuple(self.s.platform.monitor):
                if self.unmaximized_origin is None:
                    self.unmaximized_origin = (x, y)
                origin = (0, 0)
            else:
                origin = self.unmaximized_origin or (x, y)
                self.unmaximized_origin = None
            self.s.app.windows._origin = origin
            self.box = (*origin, *size)
        else:
            # No window manager on the X11 desktop: the window is made the screen's size and back.
            window = str(self.s.app.window_id)
            if self.unmaximized_origin is None:
                self.unmaximized_origin = self.box
                width, height = self.s.platform.monitor
                subprocess.run(["xdotool", "windowmove", window, "0", "0", "windowsize", window, str(width),
                                str(height)], check=True)
            else:
                x, y, width, height = self.unmaximized_origin
                self.unmaximized_origin = None
                subprocess.run(["xdotool", "windowmove", window, str(x), str(y), "windowsize", window, str(width),
                                str(height)], check=True)
            time.sleep(0.3)
            self.box = self.s.app.window_box()

    def x11_keyboard_back(self):
        from .xinput import focus_window
        try:
            for window in self.s.app.windows.others():
                focus_window(window)
                self.s.keys.press("Escape")
        except subprocess.CalledProcessError:
            pass  # the window went meanwhile
        self.s.app.windows.focus()

    # Invariants

    def new_stderr(self):
        text = self.s.stderr()
        fresh, self.stderr_read = text[self.stderr_read:], len(text)
        return text, fresh

    def check_process(self):
        app = self.s.app
        if not app.is_running:
            if app.process.returncode != 0:
                raise MonkeyFailure(f"the app ended by itself with status {app.process.returncode}")
            # Quit as a person quits (its menu's Quit, the window closed): started again.
            self.quits += 1
            app.ended_on_purpose = True
            self.launch()
            self.check_decisions(settle=True)
            return
        _, fresh = self.new_stderr()
        known = len(KNOWN_GTK_WARNINGS.findall(fresh))
        if known:
            self.known_warnings += known
            fresh = KNOWN_GTK_WARNINGS.sub("(known GTK warning)", fresh)
        trouble = GLIB_TROUBLE.search(fresh)
        if trouble:
            start = fresh.rfind("\n", 0, trouble.start()) + 1
            raise MonkeyFailure("the app logged: " + fresh[start:start + 400])
        for line in fresh.splitlines():
            parts = line.split()
            if parts[:1] == ["frame"] and len(parts) == 4 and parts[3].lstrip("-").isdigit():
                cpu = int(parts[3])
                if 0 <= cpu < 60_000_000:
                    self.longest_frame_cpu = max(self.longest_frame_cpu, cpu)
                    if cpu > FRAME_CPU_LIMIT_US:
                        raise MonkeyFailure(f"a frame took {cpu / 1000:.0f} ms of the main thread's CPU")

    def database_rows(self):
        path = os.path.join(self.data_dir, "tactile.db")
        if not os.path.exists(path):
            return []
        for _ in range(20):
            try:
                with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=2)) as database:
                    return database.execute("SELECT id, profile_id, decision FROM decisions ORDER BY id").fetchall()
            except sqlite3.OperationalError as error:
                last = error
                time.sleep(0.1)
        raise MonkeyFailure(f"the decision log could not be read: {last}")

    def decision_lines(self):
        return [line for line in self.s.stderr().splitlines() if line.startswith("decision-log ")]

    def check_decisions(self, settle=False):
        """The decisions said so far are SQLite's rows, read when no decision came meanwhile."""
        self.checks += 1
        deadline = time.monotonic() + (10 if settle else 3)
        while True:
            before = self.database_rows()
            lines = self.decision_lines()
            after = self.database_rows()
            self.log.follow(lines)
            if before != after:
                if time.monotonic() > deadline:
                    raise MonkeyFailure("the decision log kept changing while it was read")
                continue
            if self.read_only_session is not None:
                if after != self.read_only_session:
                    raise MonkeyFailure("the decision log changed while the disk was read-only: "
                                        f"{after[-3:]} instead of {self.read_only_session[-3:]}")
                return
            unsaid, missing = self.log.matches(after)
            if not unsaid and not missing:
                return
            # A decision being written (or its line on its way) when read: read again a moment later.
            if time.monotonic() > deadline:
                raise MonkeyFailure("the decisions the app announced and SQLite's disagree: "
                                    f"in SQLite but never announced {unsaid[:5]}; announced but not in SQLite "
                                    f"{list(missing.items())[:5]}")
            time.sleep(0.2)

    # Faults

    def fault(self):
        """Ends a fault that has lasted long enough, else throws the next one."""
        for kind, ends_at in list(self.ongoing.items()):
            if self.count >= ends_at:
                self.end_fault(kind)
                return
        if not self.fault_plan:
            self.fault_plan = list(FAULTS)
            self.fault_rng.shuffle(self.fault_plan)
        kind = self.fault_plan.pop()
        if kind in ("disk_full", "read_only") and (not self.disk.mounted or self.ongoing):
            kind = "style"
        self.check_decisions(settle=True)
        self.faults[kind] += 1
        self.journal.write(json.dumps({"fault": kind, "n": self.count}) + "\n")
        getattr(self, f"fault_{kind}")()
        self.check_decisions(settle=True)

    def fault_style(self):
        scheme = self.fault_rng.choice(["'prefer-dark'", "'default'", "'prefer-light'"])
        if self.portal is not None:
            self.portal.set_keys(INTERFACE, {"color-scheme": scheme})
        else:
            set_keys(self.s, INTERFACE, {"color-scheme": scheme})

    def fault_text_scale(self):
        set_keys(self.s, INTERFACE, {"text-scaling-factor": self.fault_rng.choice(["1.0", "1.25", "1.5", "0.9"])})

    def fault_reduced_motion(self):
        set_keys(self.s, INTERFACE, {"enable-animations": self.fault_rng.choice(["true", "false"])})

    def fault_kill(self):
        self.restart()

    def restart(self):
        self.s.app.kill()
        self.restarts += 1
        self.launch()
        self.check_decisions(settle=True)

    def fault_disk_full(self):
        self.disk.fill()
        self.ongoing["disk_full"] = self.count + self.fault_rng.randrange(8, 30)

    def fault_read_only(self):
        """The app killed, the disk made read-only, the app started on it (it keeps this session's
        decisions in memory and says so); SQLite must keep what it had."""
        self.check_decisions(settle=True)
        self.s.app.kill()
        self.restarts += 1
        self.disk.remount("ro")
        self.launch()
        if self.read_only_session is None:
            raise MonkeyFailure("the app started on a read-only data folder without saying its decisions stay in memory")
        self.ongoing["read_only"] = self.count + self.fault_rng.randrange(8, 30)

    def fault_catalogue(self):
        """The catalogue rewritten as an editor saves it: some profiles withdrawn, new ones, malformed ones."""
        rng = self.fault_rng
        profiles = [profile for profile in self.profiles if rng.random() > 0.15]
        serial = self.faults["catalogue"]
        for index in range(rng.randrange(0, 4)):
            base = rng.choice(self.profiles)
            profiles.insert(rng.randrange(len(profiles) + 1),
                            dict(base, id=f"monkey-{serial}-{index}", name=f"{base['name']} {serial}{index}"))
        malformed = [{"id": f"bad-{serial}", "name": "", "age": -3}, {"name": "No id"}, {"id": 7, "age": "x"}]
        for item in rng.sample(malformed, rng.randrange(0, 3)):
            profiles.insert(rng.randrange(len(profiles) + 1), item)
        path = os.path.join(self.shipped, "profiles.json")
        cut_short = rng.random() < 0.15
        with open(path + ".new", "w", encoding="utf-8") as file:
            if cut_short:
                file.write(json.dumps(profiles)[:-40])  # not JSON at all: the app keeps the profiles it has
            else:
                json.dump(profiles, file)
        os.replace(path + ".new", path)
        if not cut_short:
            # Said before the app notices: an undo before then takes back the last decision, after
            # then the last one on a profile still there; either passes.
            self.log.follow(self.decision_lines())
            self.log.profiles_withdrawn({profile.get("id") for profile in profiles})

    def end_fault(self, kind):
        del self.ongoing[kind]
        self.journal.write(json.dumps({"fault ends": kind, "n": self.count}) + "\n")
        if kind == "disk_full":
            self.disk.free()
        elif kind == "read_only":
            self.disk.remount("rw")
            # The session's decisions were kept in memory only: the next start reads SQLite's.
            self.s.app.kill()
            self.restarts += 1
            self.launch()
            self.check_decisions(settle=True)

    def end_faults(self):
        for kind in list(self.ongoing):
            self.end_fault(kind)

    # The end

    def live_counts(self):
        import signal
        pattern = LIVE_LINE
        already = len(pattern.findall(self.s.stderr()))
        os.kill(self.s.app.pid, signal.SIGUSR1)
        try:
            found = wait_until(lambda: (lambda found: found[already] if len(found) > already else None)(
                pattern.findall(self.s.stderr())), "the app to say what it holds alive", timeout=15)
        except AssertionError:
            return None
        return LiveCounts(*map(int, found))

    def settle_and_probe(self):
        """Everything closed, the app answers an accessibility query within a second, the
        decisions match once more, and what it holds alive is noted."""
        s = self.s
        for _ in range(4):
            s.keys.press("Escape")
            time.sleep(0.2)
        # Drained: on Discover with nothing open, animations over.
        s.keys.press("ctrl+1")
        time.sleep(2)
        self.check_process()
        self.check_decisions(settle=True)
        began = time.monotonic()
        frame = s.tree.find(role="frame")
        assert frame is not None and frame.window_extents()[2] > 0, "the app's window is gone from the tree"
        answered = time.monotonic() - began
        if answered > 1.0:
            raise MonkeyFailure(f"the app took {answered:.1f} s to answer an accessibility query at the end")
        s.note(f"the app answered the closing accessibility query in {answered * 1000:.0f} ms")
        self.live.append(("end", self.live_counts()))
        self.check_process()
