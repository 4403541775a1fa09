"""The popup gallery: every kind appears, and goes by a tap, a tap outside, a drag, Escape or its timer."""

from harness.scenario import scenario
from harness.tactile import wait_page, wait_popup_at_rest, wait_settled
from harness.waiting import wait_until

PARKED = (1270, 790)  # the pointer off the window
PRIORITIES = ["High priority", "Normal priority", "Low priority"]
REASONS = {
    "programmatic": "The last popup was closed by the app.",
    "tapInside": "The last popup was closed by a tap on it.",
    "tapOutside": "The last popup was closed by a tap outside it.",
    "drag": "The last popup was dragged away.",
    "autohide": "The last popup hid itself when its time was up.",
    "escape": "The last popup was closed with the Escape key.",
}


def show(s, button, title):
    """Clicks the gallery button and waits for the popup named `title` to come to rest."""
    s.click(s.tree.wait(role="push button", name=button))
    # Within the page alone, which is quicker than the whole window: "Uploading photo…" shows 1.5 s.
    popup = s.tree.wait(name=title, within=s.tree.wait(role="panel", name="Popups"))
    wait_popup_at_rest(s, popup)
    s.step(f"{button}: shown")
    return popup


def expect_gone(s, title, reason, timeout=None):
    s.tree.wait_gone(name=title, **({"timeout": timeout} if timeout else {}))
    s.tree.wait(role="label", name=REASONS[reason])


@scenario(platforms=("x11", "wayland"))
def popups_scenario(s):
    s.launch("--page", "popups")
    wait_page(s, "Popups")

    popup = show(s, "The tutorial's popup", "Hello from the bottom")
    s.click(popup)
    expect_gone(s, "Hello from the bottom", "tapInside")

    show(s, "Top toast", "New message")
    expect_gone(s, "New message", "autohide")

    popup = show(s, "Bottom floater", "Floating card")
    s.click(popup)
    expect_gone(s, "Floating card", "tapInside")

    dialog = show(s, "Centred modal", "Delete this profile?")
    assert dialog.role == "dialog", f"the modal popup should be a dialog, not {dialog.role}"
    s.tree.wait_focus(within=dialog)
    s.keys.press("Escape")
    expect_gone(s, "Delete this profile?", "escape")
    s.tree.wait_focus(role="push button", name="Centred modal")

    show(s, "Auto-hiding toast", "Changes saved")
    expect_gone(s, "Changes saved", "autohide")

    sheet = show(s, "Drag-to-dismiss sheet", "A sheet")
    x, y, width, _ = sheet.extents()
    # By its grabber, at its top: the pointer stays on the screen all the way.
    s.pointer.drag((x + width / 2, y + 10), (x + width / 2, y + 110), duration=0.5)
    expect_gone(s, "A sheet", "drag")

    backdrop = show(s, "Backdrop, tap outside", "Look around")
    x, y, _, _ = backdrop.extents()
    window_x, window_y, window_width, _ = s.app.window_box()
    s.pointer.click(window_x + window_width / 2, window_y + 120)
    expect_gone(s, "Look around", "tapOutside")

    show(s, "Loading, then done", "Uploading photo…")
    # Within the page alone: the popup shows "done" for 2.5 s, a search of the whole window can take one.
    done = s.tree.wait(name="Photo uploaded", within=s.tree.wait(role="panel", name="Popups"))
    s.step("updated in place")
    s.click(wait_settled(done) and done)
    expect_gone(s, "Photo uploaded", "tapInside")

    # Three toasts at once share the bottom slot: high first, then normal, then low, one at a time.
    # The button is where the toasts show: the pointer leaves it, or it would hold them there.
    s.click(s.tree.wait(role="push button", name="Priorities"))
    s.pointer.move(*PARKED)
    order = []

    page = s.tree.wait(role="panel", name="Popups")

    def record_shown():
        # Within the page alone: a toast shows for 1.5 s, a search of the whole window can take one.
        alerts = {node.name for node in s.tree.find_all(role="alert", within=page)}
        shown = [title for title in PRIORITIES if title in alerts]
        assert len(shown) <= 1, f"toasts of one slot should show one at a time, not {shown}"
        if shown and shown[0] not in order:
            order.append(shown[0])
            s.step(f"{shown[0]} shown")
        return len(order) == len(PRIORITIES) and not shown

    wait_until(record_shown, "the three toasts to show and hide in turn", describe_last=lambda: order, timeout=30)
    assert order == PRIORITIES, f"the toasts showed in the order {order}"
    s.tree.wait(role="label", name=REASONS["autohide"])
