"""What the screen shows: screenshots, waiting for a still picture, comparing pictures, and
finding a popup surface on screen by the outline it draws."""

import time
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageGrab, ImageStat

from .waiting import wait_until


class XScreen:
    """An X server's screen, read with XGetImage (PIL's ImageGrab)."""

    def __init__(self, display):
        self.display = display

    def grab(self, box):
        """The screen's pixels inside `box` (x, y, width, height), as an RGB image."""
        x, y, width, height = box
        return ImageGrab.grab(bbox=(x, y, x + width, y + height), xdisplay=self.display).convert("RGB")

    def close(self):
        pass


def wait_for_still_frame(screen, box, timeout=None, quiet=0.3):
    """The screen inside `box` once it has not changed for `quiet` seconds (animations have ended:
    a spring's last pixel can take a few frames, each much like the one before)."""
    last = [screen.grab(box), time.monotonic()]

    def unchanged():
        current = screen.grab(box)
        if ImageChops.difference(current, last[0]).getbbox() is not None:
            last[:] = [current, time.monotonic()]
            return None
        return current if time.monotonic() - last[1] >= quiet else None

    return wait_until(unchanged, "the window to stop changing", interval=0.05,
                      **({"timeout": timeout} if timeout else {}))


def distinct_frames(screen, box, quiet=0.3, timeout=10.0):
    """Every different picture of `box` the screen shows from now until it has shown none new for
    `quiet` seconds: one or two for a change made at once, many for an animation."""
    frames = [screen.grab(box)]
    last_change = started = time.monotonic()
    while time.monotonic() - last_change < quiet:
        if time.monotonic() - started > timeout:
            raise AssertionError(f"the screen inside {box} did not come to rest within {timeout:.0f} s")
        frame = screen.grab(box)
        if ImageChops.difference(frame, frames[-1]).getbbox() is not None:
            frames.append(frame)
            last_change = time.monotonic()
        time.sleep(0.008)
    return frames


def mean_luminance(image):
    return ImageStat.Stat(image.convert("L")).mean[0]


def changed_mask(before, after, tolerance=20):
    """Where `after` differs from `before` by more than `tolerance` in some channel (mode "1")."""
    difference = ImageChops.difference(before.convert("RGB"), after.convert("RGB"))
    red, green, blue = difference.split()
    largest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    return largest.point(lambda value: 255 if value > tolerance else 0).convert("L")


def _profile(mask, box, axis):
    """Changed pixels per column (axis "x") or per row (axis "y") of `mask` inside `box`."""
    left, top, right, bottom = box
    region = mask.crop(box)
    if axis == "x":
        line = region.resize((right - left, 1), Image.BOX)
        return [line.getpixel((index, 0)) * (bottom - top) / 255 for index in range(right - left)]
    line = region.resize((1, bottom - top), Image.BOX)
    return [line.getpixel((0, index)) * (right - left) / 255 for index in range(bottom - top)]


def find_outline(before, after, size, slack=24, coverage=0.8):
    """The box (left, top, right, bottom) of a bordered surface of about `size` (width, height)
    that appeared between the screenshots `before` and `after`, or None.

    A popover draws a one-pixel border around its content, inset from its surface by its shadow's
    margin (`slack` bounds how far): what changed between the two pictures includes that border,
    two columns and two rows `size` apart that changed almost along their whole length. Other
    changes (a row highlighted under the finger) rarely make such a pair; a surface cut off by the
    monitor's edge has no border there and is not found.
    """
    mask = changed_mask(before, after)
    bbox = mask.getbbox()
    if bbox is None:
        return None
    width, height = size
    columns = _profile(mask, bbox, "x")
    tall = [bbox[0] + index for index, count in enumerate(columns) if count >= coverage * (height - slack)]
    best = None
    for left in tall:
        for right in tall:
            if not width - slack <= right - left <= width:
                continue
            rows = _profile(mask, (left, bbox[1], right + 1, bbox[3]), "y")
            wide = [bbox[1] + index for index, count in enumerate(rows) if count >= coverage * (right - left)]
            for top in wide:
                for bottom in wide:
                    if not height - slack <= bottom - top <= height:
                        continue
                    sides = (_profile(mask, (left, top, left + 1, bottom + 1), "x")[0]
                             + _profile(mask, (right, top, right + 1, bottom + 1), "x")[0])
                    score = sides / (2 * (bottom - top + 1))
                    if score >= coverage and (best is None or score > best[0]):
                        best = (score, (left, top, right + 1, bottom + 1))
    return best[1] if best else None


def find_window(empty_desktop, now, size, coverage=0.9):
    """The top-left corner of the one window of `size` (width, height) the screen `now` shows over
    `empty_desktop`, or None: the columns and rows where the window hides the desktop almost
    wholly (a shadow darkens it only a little)."""
    mask = changed_mask(empty_desktop, now, tolerance=40)
    bbox = mask.getbbox()
    if bbox is None:
        return None
    width, height = size
    columns = [bbox[0] + index for index, count in enumerate(_profile(mask, bbox, "x")) if count >= coverage * height]
    rows = [bbox[1] + index for index, count in enumerate(_profile(mask, bbox, "y")) if count >= coverage * width]
    if not columns or not rows:
        return None
    if (columns[-1] - columns[0] + 1, rows[-1] - rows[0] + 1) != (width, height):
        return None
    return columns[0], rows[0]


def vertical_shift(before, after, least_overlap=120):
    """How far the picture moved up from `before` to `after` (two pictures of one scrolling area,
    the same size), in pixels; None when no shift leaves `least_overlap` rows that match.

    Each shift is judged by how alike the rows that both pictures show are; the best wins if they
    are nearly the same (a row highlighted under the finger is allowed for)."""
    before, after = before.convert("L"), after.convert("L")
    width, height = before.size

    def mismatch(shift):
        if shift >= 0:
            a, b = after.crop((0, 0, width, height - shift)), before.crop((0, shift, width, height))
        else:
            a, b = after.crop((0, -shift, width, height)), before.crop((0, 0, width, height + shift))
        return ImageStat.Stat(ImageChops.difference(a, b)).mean[0]

    reach = height - least_overlap
    coarse = min(range(-reach, reach + 1, 4), key=mismatch)
    best = min(range(max(-reach, coarse - 4), min(reach, coarse + 4) + 1), key=mismatch)
    return best if mismatch(best) < 6 else None


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
