"""Real X input through xdotool (XTEST): what a person's mouse and keyboard send."""

import functools
import os
import re
import subprocess


def _xdotool(*arguments):
    subprocess.run(["xdotool", *map(str, arguments)], check=True, stdout=subprocess.DEVNULL)


class Pointer:
    """The mouse. Coordinates are screen pixels; durations are seconds."""

    def move(self, x, y):
        _xdotool("mousemove", round(x), round(y))

    def click(self, x, y, button=1):
        _xdotool("mousemove", round(x), round(y), "click", button)

    def right_click(self, x, y, hold=0.0):
        """A right-click; `hold` seconds between press and release, as a person's finger takes."""
        if hold <= 0:
            return self.click(x, y, button=3)
        _xdotool("mousemove", round(x), round(y), "mousedown", 3, "sleep", hold, "mouseup", 3)

    def click_holding(self, key, x, y):
        """A primary click with a modifier held ("ctrl", "shift")."""
        _xdotool("mousemove", round(x), round(y), "keydown", key, "click", 1, "keyup", key)

    def double_click(self, x, y):
        _xdotool("mousemove", round(x), round(y), "click", "--repeat", 2, "--delay", 60, 1)

    def long_press(self, x, y, seconds=0.9):
        """Holds the primary button still (GTK's long press fires after about half a second)."""
        _xdotool("mousemove", round(x), round(y), "mousedown", 1, "sleep", seconds, "mouseup", 1)

    def drag(self, start, end, duration, steps=None, hold_before_release=0.0):
        """Presses at `start`, moves in a straight line to `end` over `duration`, releases.

        One xdotool process runs the whole gesture, so the timing between events is xdotool's
        own and not that of process start-up. A human drag takes about half a second with a
        few dozen motion events; a flick takes a few tens of milliseconds.
        """
        steps = steps or max(2, round(duration / 0.016))
        (x0, y0), (x1, y1) = start, end
        arguments = ["mousemove", round(x0), round(y0), "mousedown", 1]
        for index in range(1, steps + 1):
            fraction = index / steps
            arguments += ["sleep", f"{duration / steps:.4f}",
                          "mousemove", round(x0 + (x1 - x0) * fraction), round(y0 + (y1 - y0) * fraction)]
        if hold_before_release:
            arguments += ["sleep", hold_before_release]
        arguments += ["mouseup", 1]
        _xdotool(*arguments)

    def scroll(self, x, y, steps):
        """Wheel clicks at (x, y): positive scrolls down."""
        _xdotool("mousemove", round(x), round(y), "click", "--repeat", abs(steps), "--delay", 30,
                 5 if steps > 0 else 4)


class Keyboard:
    """Key presses, named as xdotool names them ("Escape", "shift+F10", "ctrl+q")."""

    def press(self, *keys):
        _xdotool("key", "--delay", 40, *map(_unshifted_function_keys, keys))

    def type(self, text):
        _xdotool("type", "--delay", 40, text)


def focus_window(window_id):
    """Gives the window the keyboard focus (there is no window manager to do it)."""
    _xdotool("windowfocus", "--sync", window_id)


def window_geometry(window_id):
    """(x, y, width, height) of an X window on the screen."""
    output = subprocess.run(["xdotool", "getwindowgeometry", "--shell", str(window_id)], check=True,
                            capture_output=True, text=True).stdout
    values = dict(line.split("=", 1) for line in output.split() if "=" in line)
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def windows_of(pid):
    """The visible X windows a process owns (by _NET_WM_PID)."""
    result = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                            capture_output=True, text=True)
    return [int(line) for line in result.stdout.split()]


def _unshifted_function_keys(combination):
    """`shift+F10` with F10 given as its key code. Newer keymaps (xkb-data 2.4x, Debian 13 and
    later) put F1–F12 on several levels of their keys, and xdotool, given the name, may pick a
    level that needs Alt: Shift+F10 arrives as Shift+Alt+F10. A key code is the key itself."""
    *modifiers, key = combination.split("+")
    code = _function_key_codes().get(key)
    return "+".join([*modifiers, str(code)]) if code is not None else combination


@functools.lru_cache(maxsize=None)
def _function_key_codes():
    """F1–F24 to their key codes in the X server's keymap (`<FK10> = 76;`), from xkbcomp."""
    result = subprocess.run(["xkbcomp", "-xkb", os.environ.get("DISPLAY", ""), "-"], capture_output=True, text=True)
    return {f"F{int(number)}": int(code) for number, code in re.findall(r"<FK(\d+)>\s*=\s*(\d+);", result.stdout)}
