"""The desktop's settings, as GNOME keeps them (Wayland): the dark style, reduced motion and large
text, set in GNOME's own keys (org.gnome.desktop.interface, in the scenario's keyfile; with no
Settings portal running GTK 4.8 reads them there, and Tactile reads the colour scheme there
itself). GTK 4.22 and later read reduced motion and text size only through the Settings portal,
as GNOME runs it: for them the same keys also go to a real portal (harness.portal.set_gnome_keys).

- color-scheme 'prefer-dark' with `--style system` (the default): the window is dark, and it
  follows the key when it changes while the app runs. The window's brightness is the mean
  luminance of the Colors page's empty background.
- enable-animations false (GTK's gtk-enable-animations, read from this key on Wayland): the side
  menu and the cards change at once, in a frame or two, where with animations they move over
  many; turned back on while the app runs, the motion comes back.
- text-scaling-factor 1.5: on every page and in the side menu, every label lies inside the
  widget holding it and over no other label.
"""

from harness.desktop_settings import INTERFACE
from harness.layout import text_problems
from harness.portal import set_gnome_keys
from harness.scenario import scenario
from harness.screen import changed_mask, distinct_frames, mean_luminance
from harness.tactile import PAGES, choose_page, top_card_name, wait_page, wait_side_menu_closed, wait_side_menu_open
from harness.waiting import wait_until

DARK = 90    # mean luminance under which the background is dark
LIGHT = 180  # and over which it is light
HEADER = 46  # px: the header bar's height


def background_luminance(s):
    """The mean luminance of the Colors page's empty background, below the palette."""
    x, y, width, height = s.app.window_box()
    palette = s.tree.wait(role="push button", name="Gray").extents()
    box = (x + 16, palette[1] + palette[3] + 24, x + width - 16, y + height - 16)
    return mean_luminance(s.platform.screenshot().crop(tuple(round(value) for value in box)))


def wait_for_background(s, holds, description, step, timeout=5):
    """Waits until the Colors page's background luminance `holds`, then returns it; the step's
    screenshot is kept whether it came or not, so a failure shows what the window looked like."""
    try:
        return wait_until(lambda: (lambda value: value if holds(value) else None)(background_luminance(s)),
                          description, timeout=timeout,
                          describe_last=lambda: f"mean luminance {background_luminance(s):.0f}")
    finally:
        s.step(step)


@scenario(platforms=("wayland",))
def desktop_dark_style_scenario(s):
    set_gnome_keys(s, INTERFACE, {"color-scheme": "'prefer-dark'"})
    s.launch("--page", "colors", "--style", "system")
    wait_page(s, "Colors")
    dark = wait_for_background(s, lambda value: value < DARK, "the window to be dark", "desktop prefers dark")
    s.note(f"background's mean luminance {dark:.0f}")


@scenario(platforms=("wayland",))
def desktop_style_follows_change_scenario(s):
    set_gnome_keys(s, INTERFACE, {"color-scheme": "'default'"})
    s.launch("--page", "colors", "--style", "system")
    wait_page(s, "Colors")
    light = wait_for_background(s, lambda value: value > LIGHT, "the window to be light while the desktop has no preference",
                                "desktop has no preference: light", timeout=15)
    set_gnome_keys(s, INTERFACE, {"color-scheme": "'prefer-dark'"})
    wait_for_background(s, lambda value: value < DARK,
                        f"the window to turn dark when the desktop comes to prefer dark (it was {light:.0f})",
                        "desktop came to prefer dark", timeout=10)


def frames_between(s, press):
    """Presses a key and counts the pictures of the window, until it rests, that are neither what it
    showed before nor what it shows at the end: the frames of a motion."""
    s.keys.press(press)
    frames = distinct_frames(s.platform.screen, s.app.window_box())
    first, last = frames[0], frames[-1]
    return sum(1 for frame in frames[1:-1]
               if changed_fraction(first, frame) > 0.02 and changed_fraction(frame, last) > 0.02)


def changed_fraction(before, after):
    return changed_mask(before, after).histogram()[255] / (before.width * before.height)


@scenario(platforms=("wayland",))
def reduced_motion_scenario(s):
    set_gnome_keys(s, INTERFACE, {"enable-animations": "false"})
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    s.pointer.move(*s.platform.monitor)  # no hover
    s.tree.wait_focus()  # keys go to the page

    opened = frames_between(s, "F9")
    wait_side_menu_open(s)
    s.step("side menu opened with animations off")
    closed = frames_between(s, "Escape")
    wait_side_menu_closed(s)
    first = top_card_name(s.tree)
    s.tree.wait_focus()
    decided = frames_between(s, "Left")
    wait_until(lambda: top_card_name(s.tree) not in (None, first), "the next card on top")
    s.step("card decided with animations off")
    assert (opened, closed, decided) == (0, 0, 0), \
        (f"with animations off the side menu should open and close and a card go at once; their motions "
         f"showed {opened}, {closed} and {decided} frames between the start and the end")

    # Turned back on while the app runs, the side menu slides again (and the scenario can see it).
    set_gnome_keys(s, INTERFACE, {"enable-animations": "true"})
    sliding = wait_until(lambda: frames_between(s, "Escape" if s.tree.find(name="Main menu") else "F9"),
                         "the side menu to slide once animations are back on", timeout=20)
    s.note(f"animations back on: the side menu's motion showed {sliding} frames between the start and the end")


@scenario(platforms=("wayland",))
def large_text_scenario(s):
    set_gnome_keys(s, INTERFACE, {"text-scaling-factor": "1.5"})
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    problems = []
    for title in PAGES:
        if title != "Discover":
            choose_page(s, title)
        s.step(f"{title} with large text")
        # Each page on its own (GTK keeps the pages not shown in the tree, where they were) and the
        # header bar above it.
        page = s.tree.wait(role="panel", name=title)
        problems += [f"{title}: {problem}" for problem in text_problems(s.tree, page)]
        problems += [f"{title}, header bar: {problem}"
                     for problem in text_problems(s.tree, s.tree.find(role="frame"), within=(0, 0, 10_000, HEADER))]
    s.keys.press("F9")
    menu = wait_side_menu_open(s)
    s.step("side menu with large text")
    problems += [f"side menu: {problem}" for problem in text_problems(s.tree, menu)]
    assert not problems, "with text 1.5 times larger:\n" + "\n".join(problems[:12])
