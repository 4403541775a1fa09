"""A private X server (Xvfb) for one run of the suite."""

import os
import subprocess

from .processes import end
from .waiting import wait_until

SCREEN = (1280, 800)


class VirtualDisplay:
    """Starts Xvfb on a free display and stops it again.

    `numbers` limits the display numbers tried (when several people share a machine, each
    keeps to their own); without it Xvfb picks a free one itself (-displayfd).
    """

    def __init__(self, numbers=None):
        self.numbers = list(numbers or [])
        self.process = None
        self.name = None

    def start(self):
        common = ["-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp", "-noreset"]
        if not self.numbers:
            read_end, write_end = os.pipe()
            self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), *common],
                                            pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL)
            os.close(write_end)
            with os.fdopen(read_end) as pipe:
                number = pipe.readline().strip()
            if not number:
                self.stop()
                raise RuntimeError("Xvfb did not start")
            self.name = f":{number}"
            return self.name
        for number in self.numbers:
            if os.path.exists(f"/tmp/.X{number}-lock"):
                continue
            process = subprocess.Popen(["Xvfb", f":{number}", *common], stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
            socket = f"/tmp/.X11-unix/X{number}"
            try:
                wait_until(lambda: process.poll() is not None or os.path.exists(socket),
                           f"Xvfb :{number}", timeout=10)
            except AssertionError:
                process.kill()
                process.wait()
                continue
            if process.poll() is None:
                self.process = process
                self.name = f":{number}"
                return self.name
        raise RuntimeError(f"no free display among {self.numbers}")

    def stop(self):
        end(self.process)
        self.process = None
