"""Whether the text on screen fits: every label inside the widget that holds it, and no two labels
over each other, judged from their AT-SPI extents (window coordinates)."""

from itertools import combinations

TOLERANCE = 1  # px: rounding of GTK's extents


def _box(node):
    try:
        x, y, width, height = node.window_extents()
    except NotImplementedError:
        return None
    return (x, y, x + width, y + height) if width > 0 and height > 0 else None


def _inside(inner, outer):
    return (inner[0] >= outer[0] - TOLERANCE and inner[1] >= outer[1] - TOLERANCE
            and inner[2] <= outer[2] + TOLERANCE and inner[3] <= outer[3] + TOLERANCE)


def _overlap(a, b):
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width > TOLERANCE and height > TOLERANCE


def text_problems(tree, root, within=None):
    """What does not fit under `root`: labels sticking out of their holder, labels over each other;
    only labels inside the box `within` (left, top, right, bottom) when given."""
    labels = []  # (node, box, holder's box)
    seen = set()

    def visit(node, holder):
        if node.accessible.path in seen:
            return
        seen.add(node.accessible.path)
        box = _box(node)
        if node.role == "label" and box and node.name and (within is None or _inside(box, within)):
            labels.append((node, box, holder))
        for child in node.children():
            if child.is_on_screen():
                visit(child, box or holder)

    visit(root, _box(root))
    problems = [f"{node!r} at {box} sticks out of the widget holding it, at {holder}"
                for node, box, holder in labels if holder and not _inside(box, holder)]
    problems += [f"{a!r} at {box_a} overlaps {b!r} at {box_b}"
                 for (a, box_a, _), (b, box_b, _) in combinations(labels, 2) if _overlap(box_a, box_b)]
    return problems
