"""What a frame costs GTK when a small part of a window changes, with each renderer asked for.

GTK 4.8's GL renderer draws only the changed part of a window when the GL driver says what
the back buffer already holds (its buffer age); at age 0 it draws the whole window every
frame (newer GTK, 4.18 among them, draws only the changed part on the same X server). This
script asks the display's GLX for the buffer age after a few swaps, then times
frames of a window of theme buttons (each a gradient in rounded corners) in which one square
is redrawn every frame: busy time per frame (before-paint to after-paint, median of 200),
for a 10 × 10 square and a 400 × 400 one, with the theme's button gradients and with a style
sheet that takes them away. Where the two squares cost the same, the whole window is drawn
each frame; the gradients' share is what their removal saves. Standard library and
PyGObject (GTK 4) only.

    /usr/bin/python3 bench/gl_redraw.py --renderers gl,cairo

Run it under an X server of its own (DISPLAY set), as meson-helpers/bench does.
"""
import argparse
import ctypes
import ctypes.util
import os
import statistics
import subprocess
import sys

WINDOW = (528, 760)
BUTTONS = 20
FRAMES = 200
SKIPPED = 30  # the first frames: start-up work, the window's first draw


def glx_buffer_ages(swaps=5):
    """The back buffer's age GLX reports before each of `swaps` swaps of a plain window."""
    x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
    gl = ctypes.CDLL(ctypes.util.find_library("GL"))
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    display = x11.XOpenDisplay(None)
    if not display:
        raise RuntimeError("cannot open the X display")
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    root = x11.XDefaultRootWindow(display)

    class VisualInfo(ctypes.Structure):
        _fields_ = [("visual", ctypes.c_void_p), ("visualid", ctypes.c_ulong), ("screen", ctypes.c_int),
                    ("depth", ctypes.c_int), ("c_class", ctypes.c_int), ("red_mask", ctypes.c_ulong),
                    ("green_mask", ctypes.c_ulong), ("blue_mask", ctypes.c_ulong),
                    ("colormap_size", ctypes.c_int), ("bits_per_rgb", ctypes.c_int)]

    class SetWindowAttributes(ctypes.Structure):
        _fields_ = [("background_pixmap", ctypes.c_ulong), ("background_pixel", ctypes.c_ulong),
                    ("border_pixmap", ctypes.c_ulong), ("border_pixel", ctypes.c_ulong),
                    ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
                    ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                    ("save_under", ctypes.c_int), ("event_mask", ctypes.c_long),
                    ("do_not_propagate_mask", ctypes.c_long), ("override_redirect", ctypes.c_int),
                    ("colormap", ctypes.c_ulong), ("cursor", ctypes.c_ulong)]

    glx_rgba, glx_double_buffer, glx_back_buffer_age = 4, 5, 0x20F4
    attributes = (ctypes.c_int * 3)(glx_rgba, glx_double_buffer, 0)
    gl.glXChooseVisual.restype = ctypes.POINTER(VisualInfo)
    gl.glXChooseVisual.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p]
    info = gl.glXChooseVisual(display, 0, attributes)
    if not info:
        raise RuntimeError("GLX offers no double-buffered visual")
    x11.XCreateColormap.restype = ctypes.c_ulong
    x11.XCreateColormap.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_int]
    window_attributes = SetWindowAttributes()
    window_attributes.colormap = x11.XCreateColormap(display, root, info.contents.visual, 0)
    x11.XCreateWindow.restype = ctypes.c_ulong
    x11.XCreateWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                  ctypes.c_uint, ctypes.c_uint, ctypes.c_int, ctypes.c_uint, ctypes.c_void_p,
                                  ctypes.c_ulong, ctypes.POINTER(SetWindowAttributes)]
    colormap_bit, input_output = 1 << 13, 1
    window = x11.XCreateWindow(display, root, 0, 0, 200, 200, 0, info.contents.depth, input_output,
                               info.contents.visual, colormap_bit, ctypes.byref(window_attributes))
    x11.XMapWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x11.XMapWindow(display, window)
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    x11.XSync(display, 0)
    gl.glXCreateContext.restype = ctypes.c_void_p
    gl.glXCreateContext.argtypes = [ctypes.c_void_p, ctypes.POINTER(VisualInfo), ctypes.c_void_p, ctypes.c_int]
    context = gl.glXCreateContext(display, info, None, 1)
    gl.glXMakeCurrent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p]
    gl.glXMakeCurrent(display, window, context)
    gl.glXQueryDrawable.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.POINTER(ctypes.c_uint)]
    gl.glXSwapBuffers.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    gl.glClear.argtypes = [ctypes.c_uint]
    ages = []
    for _ in range(swaps):
        age = ctypes.c_uint(0)
        gl.glXQueryDrawable(display, window, glx_back_buffer_age, ctypes.byref(age))
        ages.append(age.value)
        gl.glClear(0x4000)  # GL_COLOR_BUFFER_BIT
        gl.glXSwapBuffers(display, window)
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay(display)
    return ages


def frame_busy_ms(renderer, square, gradients):
    """Median busy ms a frame in a child process (GTK reads the renderer once, at start)."""
    env = dict(os.environ, GSK_RENDERER=renderer, GTK_A11Y="none", GSETTINGS_BACKEND="memory",
               DBUS_SESSION_BUS_ADDRESS="disabled:")
    result = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", str(square),
                             "1" if gradients else "0"], env=env, capture_output=True, text=True, timeout=120)
    lines = [line for line in result.stdout.splitlines() if line.startswith("busy ")]
    if result.returncode != 0 or not lines:
        raise RuntimeError(f"the {renderer} window drew no frames: {result.stderr.strip()[-400:]}")
    return float(lines[-1].split()[1])


def child(square, gradients):
    """The measured window: BUTTONS theme buttons and a square of `square` pixels redrawn
    every frame; prints the median busy ms of FRAMES frames after the first SKIPPED."""
    import gi
    gi.require_version("Gtk", "4.0")
    from gi.repository import Gdk, GLib, Gtk

    app = Gtk.Application()
    busy, started = [], [0]

    def activate(app):
        if not gradients:
            provider = Gtk.CssProvider()
            css = "button { background-image: none; }"
            if hasattr(provider, "load_from_string"):  # GTK 4.12 and later
                provider.load_from_string(css)
            else:
                provider.load_from_data(css.encode())
            Gtk.StyleContext.add_provider_for_display(
                Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
        window = Gtk.ApplicationWindow(application=app)
        window.set_default_size(*WINDOW)
        column = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        area = Gtk.DrawingArea()
        area.set_size_request(square, square)
        area.set_halign(Gtk.Align.START)
        flip = [0]

        def draw(_area, cairo, _width, _height):
            flip[0] ^= 1
            cairo.set_source_rgb(flip[0], 0.5, 0.5)
            cairo.paint()

        area.set_draw_func(draw)
        overlay = Gtk.Overlay()
        buttons = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=4)
        for index in range(BUTTONS):
            buttons.append(Gtk.Button(label=f"A theme button, number {index + 1}"))
        overlay.set_child(buttons)
        area.set_valign(Gtk.Align.START)
        overlay.add_overlay(area)
        column.append(overlay)
        window.set_child(column)
        area.add_tick_callback(lambda widget, clock: widget.queue_draw() or GLib.SOURCE_CONTINUE)
        window.present()
        clock = window.get_frame_clock()
        clock.connect("before-paint", lambda _clock: started.__setitem__(0, GLib.get_monotonic_time()))

        def after(_clock):
            busy.append((GLib.get_monotonic_time() - started[0]) / 1000)
            if len(busy) == SKIPPED + FRAMES:
                print(f"busy {statistics.median(busy[SKIPPED:]):.2f}", flush=True)
                app.quit()

        clock.connect("after-paint", after)

    app.connect("activate", activate)
    app.run([])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--renderers", default="gl,cairo")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        child(int(options.child[0]), options.child[1] == "1")
        return
    ages = glx_buffer_ages()
    print(f"GLX back buffer age before each of {len(ages)} swaps: {', '.join(map(str, ages))} "
          "(0: the driver does not say what the back buffer holds)\n")
    print(f"{BUTTONS} theme buttons in a {WINDOW[0]} × {WINDOW[1]} window, one square redrawn each frame; "
          f"busy ms a frame, median of {FRAMES}\n")
    print("| renderer | button gradients | 10 × 10 square | 400 × 400 square |")
    print("|---|---|---|---|")
    for renderer in options.renderers.split(","):
        for gradients in (True, False):
            small, large = (frame_busy_ms(renderer, square, gradients) for square in (10, 400))
            print(f"| {renderer} | {'theme' if gradients else 'none'} | {small:.2f} | {large:.2f} |", flush=True)


if __name__ == "__main__":
    main()
