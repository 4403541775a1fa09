#!/usr/bin/python3
"""The Discover page on PyGObject: what many would write instead of Tactile.

Same window as `tactile --page discover` and the C baseline: a header bar, the
top bar, three stacked cards (avatar, name, age, hobby, hidden stamps) and the
bottom bar.

    discover.py SHARED_DIR DATA_DIR NAME AGE HOBBY AVATAR [x3]

Run with Debian's /usr/bin/python3 (python3-gi, gir1.2-gtk-4.0).
BENCH_REPORT=first-frame prints "first-frame <monotonic µs>" after the first
painted frame and exits, as the C baseline and Tactile's hook do.
"""
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
gi.require_version("Gsk", "4.0")
gi.require_version("Graphene", "1.0")
from gi.repository import GLib, Gdk, Gio, Graphene, Gsk, Gtk  # noqa: E402

# CardStackGeometry's constants.
ASPECT, MAXIMUM_CARD_WIDTH, PEEK, SCALE_STEP, MARGIN = 440 / 320, 420.0, 12.0, 0.06, 16.0
STAMPS = [("like", 28, -15), ("nope", 28, 15), ("boost", 0, -8)]


def point(x, y):
    p = Graphene.Point()
    p.init(x, y)
    return p


class Card(Gtk.Widget):
    """One card: avatar, scrim, name/age/hobby and three hidden stamps."""

    def __init__(self, data_dir, name, age, hobby, avatar):
        super().__init__(css_classes=["tactile-card"], overflow=Gtk.Overflow.HIDDEN)
        self.picture = Gtk.Picture(content_fit=Gtk.ContentFit.COVER, can_shrink=True)
        try:
            self.picture.set_paintable(Gdk.Texture.new_from_filename(os.path.join(data_dir, avatar)))
        except GLib.Error:
            pass
        self.scrim = Gtk.Box(css_classes=["tactile-card-scrim"])
        self.info = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=2, css_classes=["tactile-card-info"])
        row = Gtk.Box(spacing=10)
        name_label = Gtk.Label(label=name, css_classes=["tactile-card-title"], valign=Gtk.Align.END, xalign=0,
                               wrap=True, ellipsize=3, lines=2)
        age_label = Gtk.Label(label=age, css_classes=["tactile-card-title"], valign=Gtk.Align.END)
        hobby_label = Gtk.Label(label=hobby, css_classes=["tactile-card-hobby"], xalign=0, wrap=True,
                                ellipsize=3, lines=1)
        row.append(name_label)
        row.append(age_label)
        self.info.append(row)
        self.info.append(hobby_label)
        for part in (self.picture, self.scrim, self.info):
            part.set_parent(self)
        self.stamps = []
        for name_, _, _ in STAMPS:
            stamp = Gtk.Label(label=name_.upper(), opacity=0, can_target=False,
                              css_classes=["tactile-card-stamp", f"tactile-card-stamp-{name_}"])
            stamp.set_parent(self)
            self.stamps.append(stamp)

    def do_size_allocate(self, width, height, baseline):
        self.picture.allocate(width, height, -1, None)
        self.scrim.allocate(width, height, -1, None)
        info_height = min(height, self.info.measure(Gtk.Orientation.VERTICAL, width)[1])
        self.info.allocate(width, info_height, -1, Gsk.Transform().translate(point(0, height - info_height)))
        for stamp, (name, inset, degrees) in zip(self.stamps, STAMPS):
            w = stamp.measure(Gtk.Orientation.HORIZONTAL, -1)[1]
            h = stamp.measure(Gtk.Orientation.VERTICAL, -1)[1]
            if name == "like":
                cx, cy = inset + w / 2, inset + h / 2 + 8
            elif name == "nope":
                cx, cy = width - inset - w / 2, inset + h / 2 + 8
            else:
                cx, cy = width / 2, height * 0.58
            transform = Gsk.Transform().translate(point(cx, cy)).rotate(degrees).translate(point(-w / 2, -h / 2))
            stamp.allocate(w, h, -1, transform)


class CardStack(Gtk.Widget):
    """Three cards, back to front, scaled and lowered by depth."""

    def __init__(self, data_dir, profiles):
        super().__init__(css_classes=["tactile-card-stack"], hexpand=True, vexpand=True)
        self.cards = [Card(data_dir, *profile) for profile in profiles]
        for card in reversed(self.cards):
            card.set_parent(self)

    def do_measure(self, orientation, for_size):
        return (220, 380, -1, -1) if orientation == Gtk.Orientation.HORIZONTAL else (340, 600, -1, -1)

    def do_size_allocate(self, width, height, baseline):
        peeks = 2 * PEEK
        card_width = min(MAXIMUM_CARD_WIDTH, max(1, width - 2 * MARGIN), max(1, height - 2 * MARGIN - peeks) / ASPECT)
        card_height = card_width * ASPECT
        centre_x, centre_y = width / 2, (height - peeks) / 2
        for depth, card in enumerate(self.cards):
            drop = depth * (PEEK + card_height * SCALE_STEP / 2)
            scale = 1 - SCALE_STEP * depth
            transform = (Gsk.Transform().translate(point(centre_x, centre_y + drop)).scale(scale, scale)
                         .translate(point(-card_width / 2, -card_height / 2)))
            card.allocate(round(card_width), round(card_height), -1, transform)


def icon(shared_dir, name, size):
    texture = Gdk.Texture.new_from_filename(os.path.join(shared_dir, "icons", f"{name}.svg"))
    return Gtk.Image(paintable=texture, pixel_size=size)


def top_bar(shared_dir):
    bar = Gtk.CenterBox(css_classes=["tactile-top-bar"])

    def button(name, size):
        button = Gtk.Button(css_classes=["tactile-top-bar-button"], child=icon(shared_dir, name, size))
        button.set_has_frame(False)  # as a construct property it is ignored
        return button

    bar.set_start_widget(button("profile", 26))
    bar.set_center_widget(button("discover", 34))
    bar.set_end_widget(button("chat", 26))
    return bar


def action_bar(shared_dir):
    actions = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, css_classes=["tactile-card-actions"])
    row = Gtk.Box(spacing=18, halign=Gtk.Align.CENTER)
    for name, small in (("undo", True), ("nope", False), ("boost", True), ("like", False)):
        classes = ["tactile-round-button", f"tactile-round-button-{name}"] + (["tactile-small"] if small else [])
        row.append(Gtk.Button(css_classes=classes, valign=Gtk.Align.CENTER,
                              child=icon(shared_dir, name, 22 if small else 30)))
    actions.append(row)
    return actions


def primary_menu():
    menu, pages, app = Gio.Menu(), Gio.Menu(), Gio.Menu()
    for title in ("Discover", "Matches", "Colours", "Popups", "About"):
        pages.append(title, "win.page")
    app.append("_Keyboard Shortcuts", "win.show-help-overlay")
    app.append("_About Tactile", "app.about")
    app.append("_Quit", "app.quit")
    menu.append_section(None, pages)
    menu.append_section(None, app)
    return menu


def report_first_frame(window, application):
    clock = window.get_frame_clock()

    def after_paint(clock):
        print(f"first-frame {GLib.get_monotonic_time()}", flush=True)
        clock.disconnect(handler)
        application.quit()

    handler = clock.connect_after("after-paint", after_paint)


def activate(application, shared_dir, data_dir, profiles):
    provider = Gtk.CssProvider()
    provider.load_from_path(os.path.join(shared_dir, "discover.css"))
    Gtk.StyleContext.add_provider_for_display(Gdk.Display.get_default(), provider,
                                              Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
    window = Gtk.ApplicationWindow(application=application, title="Tactile", default_width=420, default_height=760)
    header = Gtk.HeaderBar()
    header.pack_start(Gtk.ToggleButton(icon_name="sidebar-show-symbolic"))
    header.set_title_widget(Gtk.Label(label="Discover", css_classes=["title"]))
    header.pack_end(Gtk.MenuButton(icon_name="open-menu-symbolic", menu_model=primary_menu(), primary=True))
    window.set_titlebar(header)
    column = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    column.append(top_bar(shared_dir))
    column.append(CardStack(data_dir, profiles))
    column.append(action_bar(shared_dir))
    window.set_child(column)
    if os.environ.get("BENCH_REPORT") == "first-frame":
        window.connect("realize", report_first_frame, application)
    window.present()


def main(argv):
    if len(argv) != 3 + 4 * 3:
        print(f"usage: {argv[0]} SHARED_DIR DATA_DIR (NAME AGE HOBBY AVATAR) x3", file=sys.stderr)
        return 2
    shared_dir, data_dir = argv[1], argv[2]
    profiles = [argv[3 + 4 * i: 7 + 4 * i] for i in range(3)]
    application = Gtk.Application(application_id="io.github.tactile.BenchPython",
                                  flags=Gio.ApplicationFlags.NON_UNIQUE)
    # As Tactile: no GResources, so no icon path for GTK to add at start-up (added once GTK's
    # background read of the icon theme is done, it makes GTK read the theme again).
    application.set_resource_base_path(None)
    application.connect("activate", activate, shared_dir, data_dir, profiles)
    return application.run(argv[:1])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
