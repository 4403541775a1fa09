"""Real input into GNOME's compositor: one RemoteDesktop session of mutter, with its ScreenCast.

mutter (43) takes touch, pointer and keys from `org.gnome.Mutter.RemoteDesktop` and shows its
monitor through `org.gnome.Mutter.ScreenCast`; the compositor turns them into the same
`wl_touch`, `wl_pointer` and `wl_keyboard` events a touchscreen, a mouse and a keyboard send.

What this module knows about them:
- A session dies with the D-Bus connection that made it, so one process holds it for the whole
  run (the runner, which also reads AT-SPI), and its ScreenCast session comes from the same
  connection.
- Touch and absolute pointer motion are placed on a ScreenCast stream (in mutter 43 its object
  path is passed as a string); the stream needs the PipeWire daemon to start at all.
- The first touch and the first key press into a fresh mutter are swallowed while the virtual
  devices appear: `warm_up()` spends them in the monitor's corner before any app starts.
- Smooth scrolling needs a source bit in its flags; wheel steps need none.
"""

import ctypes
import ctypes.util
import time

from gi.repository import Gio, GLib

RD_BUS = "org.gnome.Mutter.RemoteDesktop"
RD_PATH = "/org/gnome/Mutter/RemoteDesktop"
RD_SESSION = "org.gnome.Mutter.RemoteDesktop.Session"
SC_BUS = "org.gnome.Mutter.ScreenCast"
SC_PATH = "/org/gnome/Mutter/ScreenCast"
SC_SESSION = "org.gnome.Mutter.ScreenCast.Session"
SC_STREAM = "org.gnome.Mutter.ScreenCast.Stream"

# linux/input-event-codes.h
BUTTONS = {1: 0x110, 2: 0x112, 3: 0x111}  # left, middle, right
# NotifyPointerAxis flags
AXIS_FINISH, AXIS_SOURCE_WHEEL, AXIS_SOURCE_FINGER = 1, 2, 4


class RemoteDesktopError(RuntimeError):
    pass


def keysym(name):
    """The X keysym value of a key name ("Return", "q", "F10"), as xkbcommon knows it."""
    value = _xkb().xkb_keysym_from_name(name.encode(), 0)
    if value == 0:
        value = _xkb().xkb_keysym_from_name(name.encode(), 1)  # XKB_KEYSYM_CASE_INSENSITIVE
    if value == 0:
        raise RemoteDesktopError(f"no key is named {name!r}")
    return value


_XKB = []


def _xkb():
    if not _XKB:
        library = ctypes.CDLL(ctypes.util.find_library("xkbcommon") or "libxkbcommon.so.0")
        library.xkb_keysym_from_name.argtypes = [ctypes.c_char_p, ctypes.c_int]
        library.xkb_keysym_from_name.restype = ctypes.c_uint32
        _XKB.append(library)
    return _XKB[0]


class RemoteDesktop:
    """One started RemoteDesktop session and the monitor stream its coordinates refer to.

    Coordinates are the monitor's logical pixels, (0, 0) at its top left.
    """

    def __init__(self, bus_address, timeout=15.0):
        self.bus = Gio.DBusConnection.new_for_address_sync(
            bus_address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        self.timeout_ms = int(timeout * 1000)
        self.closed = False
        self.node_id = None
        self.fingers_down = set()
        (self.session,) = self._call(RD_BUS, RD_PATH, "org.gnome.Mutter.RemoteDesktop", "CreateSession",
                                     None, "(o)")
        session_id = self._property(RD_BUS, self.session, RD_SESSION, "SessionId")
        options = {"remote-desktop-session-id": GLib.Variant("s", session_id)}
        (self.cast,) = self._call(SC_BUS, SC_PATH, "org.gnome.Mutter.ScreenCast", "CreateSession",
                                  GLib.Variant("(a{sv})", (options,)), "(o)")
        # The primary monitor, cursor hidden (cursor-mode 0): screenshots show the app alone.
        (self.stream,) = self._call(SC_BUS, self.cast, SC_SESSION, "RecordMonitor",
                                    GLib.Variant("(sa{sv})", ("", {"cursor-mode": GLib.Variant("u", 0)})), "(o)")
        self.bus.signal_subscribe(SC_BUS, SC_STREAM, "PipeWireStreamAdded", self.stream, None,
                                  Gio.DBusSignalFlags.NONE, self._stream_added)
        self.bus.signal_subscribe(RD_BUS, RD_SESSION, "Closed", self.session, None,
                                  Gio.DBusSignalFlags.NONE, self._session_closed)
        # Starting the RemoteDesktop session starts its ScreenCast session; here mutter connects
        # to PipeWire ("Couldn't connect pipewire context" without the daemon).
        self._call(RD_BUS, self.session, RD_SESSION, "Start", None, None)
        context = GLib.MainContext.default()
        deadline = time.monotonic() + timeout
        while self.node_id is None and time.monotonic() < deadline:
            if not context.iteration(False):
                time.sleep(0.005)
        if self.node_id is None:
            raise RemoteDesktopError(f"mutter announced no PipeWire stream within {timeout:.0f} s")
        parameters = self._property(SC_BUS, self.stream, SC_STREAM, "Parameters")
        self.size = tuple(parameters.get("size", (0, 0)))

    def _stream_added(self, connection, sender, path, interface, signal, parameters):
        self.node_id = parameters.unpack()[0]

    def _session_closed(self, *arguments):
        self.closed = True

    def _call(self, bus, path, interface, method, parameters=None, reply=None):
        try:
            result = self.bus.call_sync(bus, path, interface, method, parameters,
                                        GLib.VariantType(reply) if reply else None,
                                        Gio.DBusCallFlags.NONE, self.timeout_ms, None)
        except GLib.Error as error:
            raise RemoteDesktopError(f"{interface}.{method}: {error.message}") from None
        return result.unpack() if result is not None else None

    def _property(self, bus, path, interface, name):
        (value,) = self._call(bus, path, "org.freedesktop.DBus.Properties", "Get",
                              GLib.Variant("(ss)", (interface, name)), "(v)")
        return value

    def _notify(self, method, signature=None, *arguments):
        if self.closed:
            raise RemoteDesktopError("mutter closed the RemoteDesktop session")
        self._call(RD_BUS, self.session, RD_SESSION, method,
                   GLib.Variant(signature, arguments) if signature else None)

    # Touch: one slot a finger.

    def touch_down(self, slot, x, y):
        self._notify("NotifyTouchDown", "(sudd)", self.stream, slot, float(x), float(y))
        self.fingers_down.add(slot)

    def touch_motion(self, slot, x, y):
        self._notify("NotifyTouchMotion", "(sudd)", self.stream, slot, float(x), float(y))

    def touch_up(self, slot):
        self.fingers_down.discard(slot)
        self._notify("NotifyTouchUp", "(u)", slot)

    # The pointer.

    def pointer_to(self, x, y):
        self._notify("NotifyPointerMotionAbsolute", "(sdd)", self.stream, float(x), float(y))

    def button(self, button, pressed):
        self._notify("NotifyPointerButton", "(ib)", BUTTONS.get(button, button), pressed)

    def wheel(self, steps_down=0, steps_right=0):
        """Wheel clicks (positive: down, right)."""
        if steps_down:
            self._notify("NotifyPointerAxisDiscrete", "(ui)", 0, int(steps_down))
        if steps_right:
            self._notify("NotifyPointerAxisDiscrete", "(ui)", 1, int(steps_right))

    def smooth_scroll(self, dx, dy):
        """A touchpad's two-finger scroll by (dx, dy) pixels, ended as a touchpad ends it."""
        self._notify("NotifyPointerAxis", "(ddu)", float(dx), float(dy), AXIS_SOURCE_FINGER)
        self._notify("NotifyPointerAxis", "(ddu)", 0.0, 0.0, AXIS_SOURCE_FINGER | AXIS_FINISH)

    # Keys, by keysym: mutter finds the key and the level (Shift for capitals) itself.

    def key(self, name, pressed):
        self._notify("NotifyKeyboardKeysym", "(ub)", keysym(name), pressed)

    def warm_up(self):
        """Spends the swallowed first touch and first key press where no window will be."""
        width, height = self.size
        self.touch_down(0, width - 1, height - 1)
        time.sleep(0.02)
        self.touch_up(0)
        self.key("Shift_L", True)
        time.sleep(0.01)
        self.key("Shift_L", False)
        self.pointer_to(width - 1, height - 1)

    def lift_everything(self):
        """Lifts fingers still down (a scenario that failed mid-gesture leaves none behind)."""
        for slot in list(self.fingers_down):
            try:
                self.touch_up(slot)
            except RemoteDesktopError:
                self.fingers_down.discard(slot)

    def close(self):
        if self.closed:
            return
        self.lift_everything()
        try:
            self._notify("Stop")
        except RemoteDesktopError:
            pass
        self.closed = True
