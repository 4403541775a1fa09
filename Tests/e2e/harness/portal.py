"""The desktop's Settings portal, real: xdg-desktop-portal with its GTK backend, started for one
scenario on the session bus with settings of its own (a keyfile apart from the app's), as GNOME
runs it for every app. What the app reads through the portal is then told apart from what it
would read from its own GNOME keys.

    portal = start_portal(s, {INTERFACE: {"color-scheme": "'prefer-dark'"}})
    ...
    portal.set_keys(INTERFACE, {"color-scheme": "'default'"})   # the portal says SettingChanged
"""

import os
import signal
import subprocess

from .desktop_settings import read_keyfile, set_keys, write_keyfile
from .waiting import wait_until

FRONTEND = "/usr/libexec/xdg-desktop-portal"
GTK_BACKEND = "/usr/libexec/xdg-desktop-portal-gtk"
NAMES = ("org.freedesktop.portal.Desktop", "org.freedesktop.impl.portal.desktop.gtk")


def available():
    return all(os.access(program, os.X_OK) for program in (FRONTEND, GTK_BACKEND))


def _bus_call(environment, *arguments):
    return subprocess.run(["gdbus", "call", "--session", *arguments], env=environment, capture_output=True,
                          text=True, timeout=10)


def _owner_pid(environment, name):
    result = _bus_call(environment, "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                       "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", name)
    if result.returncode != 0:
        return None
    return int(result.stdout.strip().strip("(),").split()[-1])


def read_setting(environment, namespace, key):
    """The portal's answer for (namespace, key) as gdbus prints it, or None."""
    result = _bus_call(environment, "--dest", NAMES[0], "--object-path", "/org/freedesktop/portal/desktop",
                       "--method", "org.freedesktop.portal.Settings.Read", namespace, key)
    return result.stdout.strip() if result.returncode == 0 else None


class Portal:
    def __init__(self, s, environment, config_home, processes):
        self.s = s
        self.environment = environment
        self.config_home = config_home
        self.processes = processes

    @property
    def keyfile(self):
        return os.path.join(self.config_home, "glib-2.0", "settings", "keyfile")

    def set_keys(self, group, values):
        groups = read_keyfile(self.keyfile)
        groups.setdefault(group, {}).update(values)
        write_keyfile(self.keyfile, groups)

    def stop(self):
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


def start_portal(s, keys):
    """Starts the portal for this scenario with `keys` ({group: {key: GVariant text}}) in its own
    settings; one started earlier on this bus (a previous app's call activates one) goes first."""
    environment = {key: value for key, value in s.environment(None).items()}
    config_home = s.path("portal-config")
    environment.update({
        "XDG_CONFIG_HOME": config_home,
        "GSETTINGS_BACKEND": "keyfile",
        # The portal picks its backends by desktop: GTK's serves GNOME.
        "XDG_CURRENT_DESKTOP": "GNOME",
    })
    environment.pop("G_DEBUG", None)
    for name in NAMES:
        pid = _owner_pid(environment, name)
        if pid:
            os.kill(pid, signal.SIGTERM)
            wait_until(lambda: _owner_pid(environment, name) is None, f"the running {name} to stop")
    portal = Portal(s, environment, config_home, [])
    for group, values in keys.items():
        portal.set_keys(group, values)
    log = open(s.path("portal.log"), "wb")
    with log:
        for program, name in ((GTK_BACKEND, NAMES[1]), (FRONTEND, NAMES[0])):
            portal.processes.append(subprocess.Popen([program], env=environment, stdin=subprocess.DEVNULL,
                                                     stdout=log, stderr=subprocess.STDOUT, start_new_session=True))
            wait_until(lambda: _owner_pid(environment, name) is not None, f"{name} on the session bus", timeout=20)
    s.on_close(portal.stop)
    return portal


def set_gnome_keys(s, group, values):
    """Sets GNOME's keys `values` ({key: GVariant text}) in `group` where the app reads them: in the
    scenario's keyfile, which GTK 4.8 and Tactile read themselves on Wayland when no portal runs;
    and where GTK 4.22 or later runs the app, also in the Settings portal's own settings (the portal
    started for the scenario before the app, on first use), as GNOME's portal serves them: that GTK
    reads the desktop's settings on Wayland through the portal alone (none without one), and the
    portal the app's first call would start reads none of the scenario's."""
    set_keys(s, group, values)
    if s.session.gtk_version < (4, 22):
        return
    portal = getattr(s, "desktop_portal", None)
    if portal is None:
        s.desktop_portal = start_portal(s, {group: values})
    else:
        portal.set_keys(group, values)
