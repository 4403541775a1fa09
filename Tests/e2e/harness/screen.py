"""What the screen shows: screenshots of the app's window, and comparing them with references."""

from dataclasses import dataclass

from PIL import Image, ImageChops, ImageGrab

from .waiting import wait_until


def grab(display, box):
    """The screen's pixels inside `box` (x, y, width, height), as an RGB image."""
    x, y, width, height = box
    return ImageGrab.grab(bbox=(x, y, x + width, y + height), xdisplay=display).convert("RGB")


def wait_for_still_frame(display, box, timeout=None):
    """The screen inside `box` once two grabs in a row are the same (animations have ended)."""
    previous = [grab(display, box)]

    def unchanged():
        current = grab(display, box)
        same = ImageChops.difference(current, previous[0]).getbbox() is None
        previous[0] = current
        return current if same else None

    return wait_until(unchanged, "the window to stop changing", interval=0.1,
                      **({"timeout": timeout} if timeout else {}))


@dataclass
class Difference:
    """How far a screenshot is from its reference."""
    fraction: float  # of pixels differing by more than the per-pixel tolerance
    size_matches: bool
    diff_image: Image.Image | None

    def within(self, allowed_fraction):
        return self.size_matches and self.fraction <= allowed_fraction


def compare(image, reference, pixel_tolerance=40):
    """The fraction of pixels whose largest channel difference exceeds `pixel_tolerance`.

    A per-pixel tolerance absorbs anti-aliasing and hinting noise; the fraction, judged by the
    caller, allows small local changes (a focus ring, a caret) but not a different layout,
    colour scheme or direction.
    """
    if image.size != reference.size:
        return Difference(1.0, False, None)
    difference = ImageChops.difference(image.convert("RGB"), reference.convert("RGB"))
    channels = difference.split()
    largest = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2])
    mask = largest.point(lambda value: 255 if value > pixel_tolerance else 0)
    differing = mask.histogram()[255]
    return Difference(differing / (image.width * image.height), True, mask)
