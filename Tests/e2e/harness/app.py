"""One running `tactile`: started as a person starts it, watched through AT-SPI and the screen, stopped."""

import os
import signal
import subprocess

from .a11y import AccessibleTree
from .processes import end


class RunningApp:
    """The process, its windows (as the platform finds them) and its accessibility tree."""

    def __init__(self, binary, arguments, environment, stderr_path, platform):
        self.binary = binary
        self.arguments = list(arguments)
        self.environment = environment
        self.stderr_path = stderr_path
        self.platform = platform
        self.process = None
        # Set when the scenario ends the app itself (Ctrl+Q, SIGKILL): any other exit is a crash.
        self.ended_on_purpose = False
        self.windows = platform.windows(self)
        self.tree = AccessibleTree(pid=None, window_origin=self.window_origin,
                                   surface_origin=lambda popover: self.windows.surface_origin(popover))

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
        self.windows.wait_mapped(timeout, self._exited_early)
        self.tree.wait(role="frame", timeout=timeout)
        self.windows.focus()
        return self

    def _exited_early(self):
        if self.process.poll() is not None:
            raise AssertionError(f"tactile exited with status {self.process.returncode} while starting")
        return None

    @property
    def window_id(self):
        """The main X window (X11 only)."""
        return self.windows.window_id

    def window_box(self):
        """The main window's (x, y, width, height) on the screen."""
        return self.windows.main_box()

    def window_origin(self):
        """Where the window's own coordinates (AT-SPI's) start on the screen."""
        return self.windows.origin()

    @property
    def is_running(self):
        return self.process is not None and self.process.poll() is None

    def quit(self, timeout=15):
        """Quits as a person does (Ctrl+Q) and waits for the process to end; returns its status."""
        self.windows.focus()
        self.ended_on_purpose = True
        self.platform.keys.press("ctrl+q")
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
        return self.process.poll()

    def stop(self):
        """Ends the process whatever state it is in: SIGTERM, then SIGKILL."""
        end(self.process)
