"""The mouse and the keyboard on Wayland: through mutter's RemoteDesktop session, with the same
methods as the X11 ones (harness/xinput.py), so a scenario runs on either unchanged."""

import time

from .touch import REPORT_INTERVAL

# xdotool's names for the modifiers in "ctrl+q", as keysyms.
MODIFIERS = {"ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L", "alt": "Alt_L",
             "super": "Super_L", "meta": "Meta_L"}
KEY_DELAY = 0.04  # seconds between keys, as xinput.Keyboard's xdotool --delay 40


class Pointer:
    """The mouse. Coordinates are the monitor's pixels; durations are seconds."""

    def __init__(self, remote):
        self.remote = remote

    def move(self, x, y):
        self.remote.pointer_to(x, y)

    def click(self, x, y, button=1, hold=0.03):
        self.remote.pointer_to(x, y)
        time.sleep(0.01)
        self.remote.button(button, True)
        time.sleep(hold)
        self.remote.button(button, False)

    def right_click(self, x, y, hold=0.0):
        """A right-click; `hold` seconds between press and release, as a person's finger takes."""
        self.click(x, y, button=3, hold=max(hold, 0.03))

    def click_holding(self, key, x, y):
        """A primary click with a modifier held ("ctrl", "shift")."""
        name = MODIFIERS.get(key.lower(), key)
        self.remote.key(name, True)
        time.sleep(0.01)
        self.click(x, y)
        time.sleep(0.01)
        self.remote.key(name, False)

    def double_click(self, x, y):
        self.click(x, y)
        time.sleep(0.06)
        self.click(x, y)

    def long_press(self, x, y, seconds=0.9):
        """Holds the primary button still (GTK's long press fires after about half a second)."""
        self.remote.pointer_to(x, y)
        self.remote.button(1, True)
        time.sleep(seconds)
        self.remote.button(1, False)

    def drag(self, start, end, duration, steps=None, hold_before_release=0.0):
        """Presses at `start`, moves in a straight line to `end` over `duration`, releases."""
        steps = steps or max(2, round(duration / REPORT_INTERVAL))
        (x0, y0), (x1, y1) = start, end
        self.remote.pointer_to(x0, y0)
        self.remote.button(1, True)
        began = time.monotonic()
        for index in range(1, steps + 1):
            delay = began + duration * index / steps - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            fraction = index / steps
            self.remote.pointer_to(x0 + (x1 - x0) * fraction, y0 + (y1 - y0) * fraction)
        if hold_before_release:
            time.sleep(hold_before_release)
        self.remote.button(1, False)

    def scroll(self, x, y, steps):
        """Wheel clicks at (x, y): positive scrolls down."""
        self.remote.pointer_to(x, y)
        time.sleep(0.01)
        for _ in range(abs(steps)):
            self.remote.wheel(steps_down=1 if steps > 0 else -1)
            time.sleep(0.03)


class Keyboard:
    """Key presses named as xdotool names them ("Escape", "shift+F10", "ctrl+q")."""

    def __init__(self, remote):
        self.remote = remote

    def press(self, *keys):
        for index, chord in enumerate(keys):
            if index:
                time.sleep(KEY_DELAY)
            names = [MODIFIERS.get(part.lower(), part) for part in chord.split("+")]
            for name in names:
                self.remote.key(name, True)
            time.sleep(0.01)
            for name in reversed(names):
                self.remote.key(name, False)

    def type(self, text):
        for index, character in enumerate(text):
            if index:
                time.sleep(KEY_DELAY)
            name = {" ": "space", "\n": "Return"}.get(character) or \
                (character if character.isascii() and character.isalnum() else f"U{ord(character):04X}")
            self.remote.key(name, True)
            self.remote.key(name, False)
