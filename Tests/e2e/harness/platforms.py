"""The two desktops a scenario runs on, behind one interface: X11 (Xvfb, XTest through xdotool)
and Wayland (headless mutter, real touch through its RemoteDesktop session).

A platform gives the app its environment, the scenario its input devices (`pointer`, `keys`,
and on Wayland `touch`), screenshots of the whole screen, and a window tracker for each app.
"""

from .display import SCREEN
from .screen import XScreen
from .x11_windows import X11Windows
from .xinput import Keyboard as XKeyboard
from .xinput import Pointer as XPointer

X11 = "x11"
WAYLAND = "wayland"
PLATFORMS = (X11, WAYLAND)


class X11Platform:
    name = X11
    monitor = SCREEN
    touch = None

    def __init__(self, display):
        self.display = display
        self.screen = XScreen(display)
        self.pointer = XPointer()
        self.keys = XKeyboard()

    def app_environment(self):
        return {"DISPLAY": self.display, "GDK_BACKEND": "x11"}

    def windows(self, app):
        return X11Windows(app)

    def screenshot(self):
        return self.screen.grab((0, 0, *self.monitor))

    def between_scenarios(self):
        pass

    def close(self):
        pass


class WaylandPlatform:
    """Holds mutter's RemoteDesktop session and the screenshots' stream for the whole run."""

    name = WAYLAND

    def __init__(self, environment):
        # Imported here: an X11 run needs neither GStreamer nor mutter's D-Bus API.
        from .compositor_screen import CompositorScreen
        from .remote_desktop import RemoteDesktop
        from .touch import Touchscreen
        from .wayland_input import Keyboard, Pointer

        self.environment = environment
        self.remote = RemoteDesktop(environment["DBUS_SESSION_BUS_ADDRESS"])
        self.monitor = self.remote.size
        try:
            self.remote.warm_up()
            self.screen = CompositorScreen(self.remote.node_id)
        except Exception:
            self.remote.close()
            raise
        # What the monitor shows with no window: windows are found against it.
        self.empty_desktop = self.screenshot()
        self.pointer = Pointer(self.remote)
        self.keys = Keyboard(self.remote)
        self.touch = Touchscreen(self.remote)

    def app_environment(self):
        keys = ("WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "DBUS_SESSION_BUS_ADDRESS")
        # No DISPLAY: GTK must not fall back to X11 (there is no Xwayland anyway).
        return {**{key: self.environment[key] for key in keys}, "GDK_BACKEND": "wayland"}

    def windows(self, app):
        from .wayland_windows import WaylandWindows
        return WaylandWindows(app, self.screen, self.monitor, self.empty_desktop)

    def screenshot(self):
        return self.screen.grab()

    def close(self):
        """Lifts any finger a failed scenario left down, then ends the session and the stream."""
        try:
            self.screen.close()
        finally:
            self.remote.close()

    def between_scenarios(self):
        self.remote.lift_everything()
