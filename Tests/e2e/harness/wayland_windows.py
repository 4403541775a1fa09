"""Where the app's windows are on Wayland, where no client may learn its position.

The main window: mutter 43 places a lone new window by its tiling rule (place.c,
center_tile_rect_in_area): x = (W mod (w + 1)) / 2, y = (H mod (h + 1)) / 3; mutter 51 centres it:
x = (W - w) / 2, y = (H - h) / 2 (W×H the monitor and w×h the window without its shadow, which is
the size AT-SPI gives the frame); a maximized window sits at 0, 0. AT-SPI gives every other extent
relative to the frame, so a widget's place on screen is the window's origin plus its extents.
`wait_mapped` waits until the screen shows the window at the place the running mutter's rule
gives, edge for edge. Once dragged by its header bar, the window is found on the screen.

A popover is a surface of its own, placed by the compositor against the monitor's edges; GTK 4.8
reports its extents as if it were drawn at its parent's origin. Its real place is measured from
the screen: the outline it draws that was not there before it opened (screen.find_outline).
"""

import functools
import re
import subprocess

from .screen import changed_mask, find_outline, find_window
from .waiting import wait_until

CENTRING_MUTTER = 51  # the first version seen to centre a lone window (43 tiles it)


@functools.lru_cache(maxsize=None)
def mutter_version():
    """The major version of the mutter on PATH (`mutter --version`: "mutter 51.0")."""
    output = subprocess.run(["mutter", "--version"], capture_output=True, text=True).stdout
    match = re.search(r"mutter (\d+)", output)
    if match is None:
        raise AssertionError(f"cannot tell mutter's version from {output!r}")
    return int(match.group(1))


def mutter_placement(monitor, size, version=None):
    """Where mutter (the running one, or `version`) puts a lone window of `size` (width, height) on a
    monitor of `monitor`."""
    (monitor_width, monitor_height), (width, height) = monitor, size
    if (width, height) == (monitor_width, monitor_height):
        return 0, 0  # maximized or fullscreen
    if width > monitor_width or height > monitor_height:
        raise AssertionError(f"a window of {width}×{height} is larger than the {monitor_width}×{monitor_height} "
                             "monitor; where mutter then puts it is not modelled here")
    if (version or mutter_version()) >= CENTRING_MUTTER:
        return (monitor_width - width) // 2, (monitor_height - height) // 2
    return (monitor_width % (width + 1)) // 2, (monitor_height % (height + 1)) // 3


class WaylandWindows:
    """The main window and the popovers of one running app, on mutter's monitor."""

    def __init__(self, app, screen, monitor, empty_desktop):
        self.app = app
        self.screen = screen
        self.monitor = monitor
        self.empty_desktop = empty_desktop
        self._origin = None
        self._popovers = {}  # accessible path -> offset of the popover's coordinates on screen
        self._outlines = {}  # accessible path -> the popover's outline on screen (left, top, right, bottom)

    def _frame_size(self):
        frame = self.app.tree.find(role="frame")
        if frame is None:
            return None
        _, _, width, height = frame.window_extents()
        return (width, height) if width > 0 and height > 0 else None

    def wait_mapped(self, timeout, exited_early):
        """Until the frame is in the accessibility tree and painted where mutter's rule puts it."""
        size = wait_until(lambda: exited_early() or self._frame_size(), "the app's window to map", timeout=timeout)
        self._origin = mutter_placement(self.monitor, size)
        wait_until(lambda: exited_early() or self._painted(self._origin, size),
                   f"the window to be painted at {self._origin}, where mutter puts a {size[0]}×{size[1]} window",
                   timeout=timeout)

    def _painted(self, origin, size):
        """The window shows whole where it is said to be: inside each edge the screen no longer shows
        the desktop, just outside it still does (mutter's own plugin grows a new window into place
        and shrinks a closed one away, for a quarter of a second: input then lands elsewhere)."""
        (x, y), (width, height) = origin, size
        now = self.screen.grab()
        # A dark window differs little from the dark desktop, a shadow darkens it a little more.
        covered = changed_mask(self.empty_desktop, now, tolerance=16)
        uncovered = changed_mask(self.empty_desktop, now, tolerance=40)
        middle_x, middle_y = x + width // 2, y + height // 2
        inside = [(middle_x, middle_y), (x, middle_y), (x + width - 1, middle_y), (middle_x, y),
                  (middle_x, y + height - 1)]
        outside = [(x - 3, middle_y), (x + width + 2, middle_y), (middle_x, y + height + 2)]
        monitor_width, monitor_height = self.monitor
        outside = [(px, py) for px, py in outside if 0 <= px < monitor_width and 0 <= py < monitor_height]
        return (all(covered.getpixel(point) for point in inside)
                and not any(uncovered.getpixel(point) for point in outside))

    def focus(self):
        """mutter gives a new window the keyboard itself."""

    def origin(self):
        """Where the window's own coordinates (AT-SPI's) start on the screen."""
        if self._origin is None:
            self._origin = mutter_placement(self.monitor, self._frame_size())
        return self._origin

    def relocate(self, timeout=10):
        """Where the window is after it was moved (mutter moves it while its header bar is dragged),
        as the screen shows it against the empty desktop; nothing else may be open meanwhile."""
        size = self._frame_size()
        self._origin = wait_until(lambda: find_window(self.empty_desktop, self.screen.grab(), size),
                                  f"a {size[0]}×{size[1]} window to show whole on the monitor", timeout=timeout)
        self._popovers.clear()
        return self._origin

    def main_box(self):
        """The main window's (x, y, width, height) on the screen, without its shadow."""
        x, y = self.origin()
        width, height = self._frame_size()
        return x, y, width, height

    def others(self):
        raise NotImplementedError("Wayland lists no client's windows")

    def place_popover(self, popover, before, evidence=None, timeout=10):
        """Measures where the popover `popover` that opened after the screenshot `before` is on screen
        and remembers it for the popover's nodes; fails if it is not wholly on the monitor. On
        failure the two screenshots and what changed between them are saved as `evidence`-*.png.

        GTK may show a popover's first frame before its content is complete and grow it a frame
        later: the outline counts once it has the popover's size and stays put.
        """
        seen = {"outline": None, "after": None}

        def settled():
            _, _, width, height = popover.window_extents()
            after = self.screen.grab()
            outline = find_outline(before, after, (width, height))
            previous, seen["outline"], seen["after"] = seen["outline"], outline, after
            return outline if outline is not None and outline == previous else None

        try:
            left, top, right, bottom = wait_until(settled, f"{popover!r} to show whole on the monitor",
                                                  timeout=timeout, interval=0.05)
        except AssertionError:
            if evidence and seen["after"] is not None:
                before.save(f"{evidence}-before.png")
                seen["after"].save(f"{evidence}-after.png")
                changed_mask(before, seen["after"]).save(f"{evidence}-changed.png")
            raise
        x, y, width, height = popover.window_extents()
        # The outline sits evenly inside the popover's surface (its shadow's margin): centre on it.
        self._popovers[popover.accessible.path] = (round((left + right) / 2 - width / 2) - x,
                                                   round((top + bottom) / 2 - height / 2) - y)
        self._outlines[popover.accessible.path] = (left, top, right, bottom)
        return popover

    def outline(self, popover):
        """What the popover shows on screen, its border included, as (left, top, right, bottom): its
        surface is larger by its shadow's margin, which the compositor may leave off the monitor."""
        return self._outlines[popover.accessible.path]

    def surface_origin(self, popover):
        try:
            return self._popovers[popover.accessible.path]
        except KeyError:
            raise AssertionError(f"where {popover!r} is on screen was not measured: open it with "
                                 "harness.popovers.open_popover") from None
