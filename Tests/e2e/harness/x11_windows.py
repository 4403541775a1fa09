"""Where the app's windows are on X11: the X server says (xdotool), there is no window manager."""

from .waiting import wait_until
from .xinput import focus_window, window_geometry, windows_of


class X11Windows:
    """The main window and the popovers of one running app, by their X windows."""

    def __init__(self, app):
        self.app = app
        self.window_id = None
        self._origin = None

    def wait_mapped(self, timeout, exited_early):
        self.window_id = wait_until(lambda: exited_early() or windows_of(self.app.pid),
                                    "the app's window to map", timeout=timeout)[0]
        self._origin = None

    def focus(self):
        """Gives the main window the keyboard (there is no window manager to do it)."""
        focus_window(self.window_id)

    def main_box(self):
        """The main window's (x, y, width, height) on the screen, client-side decorations included."""
        return window_geometry(self.window_id)

    def origin(self):
        """Where the window's own coordinates (AT-SPI's) start on the screen.

        GTK draws its decorations inside the X window, around the window widget, evenly on each
        side when no compositor adds shadows; AT-SPI measures from inside them.
        """
        if self._origin is None:
            x, y, width, height = self.main_box()
            frame = self.app.tree.find(role="frame")
            if frame is None:
                return x, y
            _, _, frame_width, frame_height = frame.window_extents()
            self._origin = (x + (width - frame_width) // 2, y + (height - frame_height) // 2)
        return self._origin

    def others(self):
        """The app's other X windows on screen (popovers, dialogs), by id."""
        return [window for window in windows_of(self.app.pid) if window != self.window_id]

    def surface_origin(self, popover):
        """Where a popover's coordinates start on the screen.

        A popover is a window of its own, found here by its size; the offset is measured, not
        assumed (GTK 4.8 itself reported popovers at their parent's origin: see menu_positions).
        """
        x, y, width, height = popover.window_extents()
        for window_x, window_y, window_width, window_height in map(window_geometry, self.others()):
            if (window_width, window_height) == (width, height):
                return window_x - x, window_y - y
        raise AssertionError(f"no window of the app has the size of {popover!r} ({width}×{height})")

    def place_popover(self, popover, before, evidence=None):
        """X tells where each popover is: nothing to measure."""
        return popover
