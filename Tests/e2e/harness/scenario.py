"""One scenario's world: its own data and settings folders, the apps it starts, its screenshots."""

import os
import re
import shutil
import subprocess
import time

from .app import RunningApp
from .platforms import PLATFORMS, X11
from .screen import wait_for_still_frame

SCENARIOS = []


class ScenarioSkipped(Exception):
    """Raised by a scenario that cannot run here; the reason is printed and counted as a skip."""


def scenario(function=None, *, platforms=(X11,), on_demand=False):
    """Registers a scenario; the runner calls it with a fresh `Scenario` on each of its platforms
    ("x11", "wayland"): `@scenario` for X11 alone, `@scenario(platforms=("x11", "wayland"))`.
    An `on_demand` scenario runs only when `--filter` is given and names it (the monkey, which
    the test script runs on its own line, and for as long as asked by meson-helpers/monkey)."""
    unknown = set(platforms) - set(PLATFORMS)
    if unknown:
        raise ValueError(f"unknown platforms {sorted(unknown)}; there are {PLATFORMS}")

    def register(body):
        body.platforms = tuple(platforms)
        body.on_demand = on_demand
        SCENARIOS.append(body)
        return body

    return register(function) if function is not None else register


def reported_name(function, platform_name):
    """The scenario's name in the report: `drawer_scenario` on X11, `drawer_scenario_wayland`."""
    return function.__name__ + ("" if platform_name == X11 else f"_{platform_name}")


class Session:
    """What every scenario of one run shares: the platform, the binary, the compiled schema."""

    def __init__(self, platform, binary, shipped_data, schema_dir, artifacts, references, update_references):
        self.platform = platform
        self.binary = binary
        self.shipped_data = shipped_data
        self.schema_dir = schema_dir
        self.artifacts = artifacts
        # GTK draws a little differently from version to version: each has its own references.
        self.gtk_version = gtk_version(binary)
        self.references = os.path.join(references, "gtk-{}.{}".format(*self.gtk_version))
        self.update_references = update_references


def gtk_version(binary):
    """(major, minor) of the GTK `binary` loads, from the library's file name: GTK 4.24.1 is
    libgtk-4.so.1.2400.1."""
    listing = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    match = re.search(r"libgtk-4\.so\.1 => (\S+)", listing)
    if match is None:
        raise AssertionError(f"{binary} does not load GTK 4 (ldd: {listing.strip()[:200]})")
    found = re.search(r"libgtk-4\.so\.1\.(\d+)\.\d+$", os.path.realpath(match.group(1)))
    if found is None:
        raise AssertionError(f"cannot tell GTK's version from {os.path.realpath(match.group(1))}")
    return 4, int(found.group(1)) // 100


class Scenario:
    """Handed to each scenario function. Everything it starts stops in `close()`."""

    def __init__(self, session, name):
        self.session = session
        self.name = name
        self.folder = os.path.join(session.artifacts, name)
        shutil.rmtree(self.folder, ignore_errors=True)
        os.makedirs(self.folder)
        self.data_dir = self.path("data")
        self.stderr_path = self.path("app-stderr.txt")
        self.platform = session.platform
        self.pointer = self.platform.pointer
        self.keys = self.platform.keys
        self.apps = []
        self.app = None
        # Figures worth reading in the run's report (the runner prints them under the verdict).
        self.notes = []
        self._step = 0
        self._began = time.monotonic()
        self._on_close = []

    @property
    def touch(self):
        """The touchscreen (Wayland only: X11 cannot deliver touch)."""
        if self.platform.touch is None:
            raise AssertionError(f"{self.name} touches the screen, which only its Wayland run can")
        return self.platform.touch

    @property
    def on_wayland(self):
        return self.platform.name == "wayland"

    def path(self, *parts):
        return os.path.join(self.folder, *parts)

    def environment(self, shipped_data):
        """A clean environment: the accessibility bridge on, settings and data private to us."""
        environment = {key: value for key, value in os.environ.items()
                       if key not in ("NO_AT_BRIDGE", "GTK_A11Y", "GSETTINGS_BACKEND", "GTK_THEME",
                                      "TACTILE_SHIPPED_DATA", "WAYLAND_DISPLAY", "DISPLAY", "GDK_BACKEND")}
        home = self.path("home")
        for folder in ("config", "data", "cache"):
            os.makedirs(os.path.join(home, folder), exist_ok=True)
        environment.update(self.platform.app_environment())
        environment.update({
            "GSK_RENDERER": "cairo",
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "LANGUAGE": "",
            "GSETTINGS_BACKEND": "keyfile",
            "GSETTINGS_SCHEMA_DIR": self.session.schema_dir,
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
            "TACTILE_SHIPPED_DATA": shipped_data or self.session.shipped_data,
            # A GLib CRITICAL aborts the app, so the scenario that caused it fails right there.
            "G_DEBUG": ",".join(filter(None, [os.environ.get("G_DEBUG"), "fatal-criticals"])),
        })
        return environment

    def launch(self, *arguments, shipped_data=None, data_dir=None, environment=None):
        """Starts `tactile` with a data folder of this scenario's and waits for its window.
        `environment` adds variables (e.g. TACTILE_BENCH_REPORT) to the clean environment; one
        given as None is left out (GSK_RENDERER, for GTK's own choice of renderer)."""
        if self.app is not None and self.app.is_running:
            raise AssertionError("the previous app is still running; quit or kill it first")
        arguments = ["--data-dir", data_dir or self.data_dir, *arguments]
        variables = {**self.environment(shipped_data), **(environment or {})}
        self.app = RunningApp(self.session.binary, arguments,
                              {key: value for key, value in variables.items() if value is not None},
                              self.stderr_path, self.platform)
        self.apps.append(self.app)
        self.app.start()
        return self.app

    @property
    def tree(self):
        return self.app.tree

    def note(self, line):
        """A line for the run's report, printed under this scenario's verdict."""
        self.notes.append(line)

    def stderr(self):
        with open(self.stderr_path, encoding="utf-8", errors="replace") as file:
            return file.read()

    # Screenshots

    def step(self, label):
        """Records what the window shows now, as the next numbered screenshot."""
        self._step += 1
        with open(self.path("steps.txt"), "a", encoding="utf-8") as log:
            log.write(f"{time.monotonic() - self._began:7.2f} s  {self._step:02d} {label}\n")
        if self.app is None or not self.app.is_running:
            return None
        # The whole screen: popovers are windows of their own and may reach past the main one.
        image = self.platform.screenshot()
        file = self.path(f"{self._step:02d}-{re.sub(r'[^a-z0-9]+', '-', label.lower()).strip('-')}.png")
        image.save(file, compress_level=1)
        return image

    def still_frame(self):
        """The window once nothing on it moves any more."""
        return wait_for_still_frame(self.platform.screen, self.app.window_box())

    def still_screen(self):
        """The whole screen once nothing on it moves any more."""
        return wait_for_still_frame(self.platform.screen, (0, 0, *self.platform.monitor))

    # Clicking and tapping what the tree shows

    def click(self, node, button=1):
        x, y = node.centre()
        self.pointer.click(x, y, button=button)

    def tap(self, node):
        x, y = node.centre()
        self.touch.tap(x, y)

    def on_close(self, stop):
        """Runs `stop` when the scenario ends, after its apps have stopped (a service it started)."""
        self._on_close.append(stop)

    def close(self):
        """Stops every app this scenario started, however it ended, then what it started for them."""
        for app in self.apps:
            app.stop()
        while self._on_close:
            self._on_close.pop()()
