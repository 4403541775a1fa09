"""What the window looks like, light, dark and right to left, against reference screenshots.

The references live in Tests/e2e/references/; `run_e2e.py --update-references` rewrites them
(look at them before committing). A screenshot passes when at most ALLOWED_FRACTION of its
pixels differ from the reference by more than the per-pixel tolerance.

Each platform has its own references (`wayland-…` for mutter's): GTK draws its decorations
itself on both, but not the same ones (under mutter it reads the desktop's button layout, a
close button alone, and draws rounded corners and no border, since a compositor is there).
"""

import os

from PIL import Image

from harness.screen import compare
from harness.scenario import scenario
from harness.tactile import wait_page, wait_side_menu_open

ALLOWED_FRACTION = 0.005


def check_against_reference(s, name):
    image = s.still_frame()
    image.save(s.path(f"{name}.png"))
    if s.on_wayland:
        name = f"wayland-{name}"
    reference_path = os.path.join(s.session.references, f"{name}.png")
    if s.session.update_references:
        image.save(reference_path, optimize=True)
        return
    if not os.path.exists(reference_path):
        raise AssertionError(f"no reference {reference_path}; run with --update-references and review it")
    difference = compare(image, Image.open(reference_path))
    if not difference.within(ALLOWED_FRACTION):
        if difference.diff_image is not None:
            difference.diff_image.save(s.path(f"{name}-difference.png"))
        raise AssertionError(f"{name}: {difference.fraction:.2%} of the pixels differ from the reference "
                             f"(allowed {ALLOWED_FRACTION:.1%}); size matches: {difference.size_matches}")


def look(s, name, *arguments, environment=None):
    s.launch("--page", "discover", *arguments, environment=environment)
    s.pointer.move(1270, 790)  # no hover highlight, no tooltip
    wait_page(s, "Discover")
    check_against_reference(s, f"{name}-discover")
    s.keys.press("F9")
    wait_side_menu_open(s)
    check_against_reference(s, f"{name}-menu")
    s.app.quit()


@scenario(platforms=("x11", "wayland"))
def light_appearance_scenario(s):
    look(s, "light", "--style", "light")


@scenario(platforms=("x11", "wayland"))
def dark_appearance_scenario(s):
    look(s, "dark", "--style", "dark")


@scenario(platforms=("x11", "wayland"))
def right_to_left_appearance_scenario(s):
    look(s, "rtl", "--style", "light", "--rtl")


@scenario(platforms=("wayland",))
def default_renderer_appearance_scenario(s):
    """Drawn by the renderer GTK picks itself under the compositor, as people run it (every other
    scenario draws with cairo, whose pixels repeat from run to run): the same look as cairo's
    references. The renderer GTK chose is noted (GSK_DEBUG=renderer names it)."""
    look(s, "light", "--style", "light", environment={"GSK_RENDERER": None, "GSK_DEBUG": "renderer"})
    with open(s.stderr_path, encoding="utf-8", errors="replace") as file:
        chosen = [line.strip() for line in file if "renderer" in line.lower() and not line.startswith("$")]
    s.note("GTK's renderer: " + ("; ".join(dict.fromkeys(chosen)) or "not named"))
