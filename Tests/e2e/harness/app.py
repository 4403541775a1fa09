"""One running `tactile`: started as a person starts it, watched through X and AT-SPI, stopped."""

import os
import signal
import subprocess

from .a11y import AccessibleTree
from .processes import end
from .waiting import wait_until
from .xinput import Keyboard, focus_window, window_geometry, windows_of


class RunningApp:
    """The process, its main window and its accessibility tree."""

    def __init__(self, binary, arguments, environment, stderr_path):
        self.binary = binary
        self.arguments = list(arguments)
        self.environment = environment
        self.stderr_path = stderr_path
        self.process = None
        # Set when the scenario ends the app itself (Ctrl+Q, SIGKILL): any other exit is a crash.
        self.ended_on_purpose = False
        self.window_id = None
        self._origin = None
        self.tree = AccessibleTree(pid=None, window_origin=self.window_origin, popup_windows=self.popup_windows)

    @property
    def pid(self):
        return self.process.pid

    def start(self, timeout=30):
        """Starts the app and returns once its window shows and is readable through AT-SPI."""
        with open(self.stderr_path, "ab") as stderr:
            stderr.write(f"$ tactile {' '.join(self.arguments)}\n".encode())
            stderr.flush()
            self.process = subprocess.Popen([self.binary, *self.arguments], env=self.environment,
                                            stdin=subprocess.DEVNULL, stdout=stderr, stderr=stderr)
        self.tree.pid = self.process.pid
        self.window_id = wait_until(lambda: self._exited_early() or windows_of(self.pid),
                                    "the app's window to map", timeout=timeout)[0]
        self.tree.wait(role="frame", timeout=timeout)
        focus_window(self.window_id)
        self._origin = None
        return self

    def _exited_early(self):
        if self.process.poll() is not None:
            raise AssertionError(f"tactile exited with status {self.process.returncode} while starting")
        return None

    def window_box(self):
        """The main window's (x, y, width, height) on the screen, client-side decorations included."""
        return window_geometry(self.window_id)

    def window_origin(self):
        """Where the window's own coordinates (AT-SPI's) start on the screen.

        GTK draws its decorations inside the X window, around the window widget, evenly on each
        side when no compositor adds shadows; AT-SPI measures from inside them.
        """
        if self._origin is None:
            x, y, width, height = self.window_box()
            frame = self.tree.find(role="frame")
            if frame is None:
                return x, y
            _, _, frame_width, frame_height = frame.window_extents()
            self._origin = (x + (width - frame_width) // 2, y + (height - frame_height) // 2)
        return self._origin

    def popup_windows(self):
        """The app's other windows on screen (popovers, dialogs) as (x, y, width, height)."""
        return [window_geometry(window) for window in windows_of(self.pid) if window != self.window_id]

    @property
    def is_running(self):
        return self.process is not None and self.process.poll() is None

    def quit(self, timeout=15):
        """Quits as a person does (Ctrl+Q) and waits for the process to end; returns its status."""
        focus_window(self.window_id)
        self.ended_on_purpose = True
        Keyboard().press("ctrl+q")
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired as error:
            raise AssertionError(f"tactile did not quit within {timeout} s of Ctrl+Q") from error

    def kill(self):
        """Ends the process at once (SIGKILL), as a crash or power cut would."""
        self.ended_on_purpose = True
        if self.is_running:
            os.kill(self.pid, signal.SIGKILL)
        self.process.wait()

    def unexpected_exit(self):
        """The exit status when the app ended by itself while the scenario ran, else None."""
        if self.process is None or self.ended_on_purpose:
            return None
        status = self.process.poll()
        return status if status is not None else None

    def stop(self):
        """Ends the process whatever state it is in: SIGTERM, then SIGKILL."""
        end(self.process)
