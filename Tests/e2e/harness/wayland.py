"""A private GNOME compositor for one run of the suite: headless mutter on Wayland, no X at all.

Started in order, each process ours by its PID and stopped by it in reverse order, passed or
failed: a fresh runtime folder (XDG_RUNTIME_DIR, mode 0700), a D-Bus session bus of its own
(AT-SPI's bus is started on it when first asked for), PipeWire (mutter's ScreenCast, which touch
and absolute pointer motion need, will not start without it), WirePlumber (links the
screenshots' consumer to mutter's stream), and `mutter --headless --wayland --no-x11` with one
virtual monitor. Processes the bus started on demand (the accessibility bus and registry, which
it starts detached) are found by the bus address in their environment and stopped by their PIDs
too, before the bus.
"""

import os
import shutil
import signal
import subprocess
import tempfile

from .processes import end
from .waiting import wait_until

MONITOR = (1280, 800)
WAYLAND_SOCKET = "wayland-tactile-e2e"
PACKAGES = "mutter pipewire wireplumber gstreamer1.0-pipewire gstreamer1.0-tools gstreamer1.0-plugins-base"


def missing_programs():
    return [program for program in ("mutter", "pipewire", "wireplumber", "dbus-daemon", "gdbus")
            if shutil.which(program) is None]


class WaylandDesktop:
    """Starts the compositor and what it needs; `environment` is what a client of it needs."""

    def __init__(self, logs):
        self.logs = logs
        self.runtime = None
        self.processes = []  # (name, Popen), in the order started
        self.environment = {}

    def start(self):
        missing = missing_programs()
        if missing:
            raise RuntimeError(f"the Wayland scenarios need {', '.join(missing)} "
                               f"(Debian: apt-get install --no-install-recommends {PACKAGES}); "
                               "or run with --platforms x11")
        os.makedirs(self.logs, exist_ok=True)
        self.runtime = tempfile.mkdtemp(prefix="tactile-e2e-wayland-")
        os.chmod(self.runtime, 0o700)
        home = os.path.join(self.runtime, "home")
        for folder in ("config", "data", "state", "cache"):
            os.makedirs(os.path.join(home, folder))
        base = {key: value for key, value in os.environ.items()
                if key not in ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DBUS_SESSION_BUS_ADDRESS",
                               "GDK_BACKEND", "XAUTHORITY")}
        bus = os.path.join(self.runtime, "bus")
        base.update({
            "XDG_RUNTIME_DIR": self.runtime,
            "DBUS_SESSION_BUS_ADDRESS": f"unix:path={bus}",
            # Nothing of the compositor's reads or writes the person's own settings and state.
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_STATE_HOME": os.path.join(home, "state"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
            "GSETTINGS_BACKEND": "memory",
        })
        self._spawn("dbus-daemon",
                    ["dbus-daemon", "--session", "--nofork", "--nopidfile", f"--address=unix:path={bus}"],
                    base, ready=lambda: os.path.exists(bus))
        self._spawn("pipewire", ["pipewire"], base,
                    ready=lambda: os.path.exists(os.path.join(self.runtime, "pipewire-0")))
        self._spawn("wireplumber", ["wireplumber"], base)
        self._spawn("mutter", ["mutter", "--headless", "--wayland", "--no-x11",
                               "--virtual-monitor", f"{MONITOR[0]}x{MONITOR[1]}",
                               f"--wayland-display={WAYLAND_SOCKET}"], base,
                    ready=lambda: os.path.exists(os.path.join(self.runtime, WAYLAND_SOCKET)))
        # The socket comes before mutter's D-Bus names: wait for the one the session needs.
        wait_until(lambda: self._alive() and self._answers("org.gnome.Mutter.RemoteDesktop",
                                                           "/org/gnome/Mutter/RemoteDesktop", base),
                   "mutter's RemoteDesktop service on the session bus", timeout=30)
        self.environment = dict(base, WAYLAND_DISPLAY=WAYLAND_SOCKET, GDK_BACKEND="wayland")
        del self.environment["GSETTINGS_BACKEND"]
        return self.environment

    def _spawn(self, name, command, environment, ready=None):
        log = open(os.path.join(self.logs, f"{name}.log"), "wb")
        with log:
            process = subprocess.Popen(command, env=environment, stdin=subprocess.DEVNULL, stdout=log,
                                       stderr=subprocess.STDOUT, start_new_session=True)
        self.processes.append((name, process))
        if ready is not None:
            wait_until(lambda: self._alive() and ready(), f"{name} to start", timeout=30)
        return process

    def _alive(self):
        for name, process in self.processes:
            if process.poll() is not None:
                # An AssertionError ends the wait at once (harness/waiting.py).
                raise AssertionError(f"{name} exited with status {process.returncode} while the desktop started; "
                                   f"see {os.path.join(self.logs, name + '.log')}")
        return True

    @staticmethod
    def _answers(name, path, environment):
        result = subprocess.run(["gdbus", "call", "--session", "--dest", name, "--object-path", path,
                                 "--method", "org.freedesktop.DBus.Peer.Ping"], env=environment,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)
        return result.returncode == 0

    def stop(self):
        """Stops every process, newest first, each by its PID; then removes the runtime folder."""
        ours = {process.pid for _, process in self.processes} | {os.getpid()}
        address = f"unix:path={os.path.join(self.runtime or '', 'bus')}"
        for name, process in reversed(self.processes):
            if name == "dbus-daemon":
                for started in sorted(set(started_on(address)) - ours, reverse=True):
                    _terminate(started)
            end(process)
        self.processes = []
        if self.runtime:
            shutil.rmtree(self.runtime, ignore_errors=True)
            self.runtime = None


def started_on(bus_address):
    """The PIDs of the processes whose session bus is `bus_address` (all of this desktop's; the bus
    adds its guid to the address it gives what it starts)."""
    wanted = f"DBUS_SESSION_BUS_ADDRESS={bus_address}".encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as environ:
                if any(value == wanted or value.startswith(wanted + b",") for value in environ.read().split(b"\0")):
                    found.append(int(entry))
        except OSError:
            continue
    return found


def _terminate(pid, grace=5.0):
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        wait_until(lambda: not _exists(pid), f"process {pid} to end", timeout=grace, interval=0.05)
    except AssertionError:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def _exists(pid):
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
