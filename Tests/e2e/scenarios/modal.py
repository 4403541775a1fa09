"""A modal popup holds the whole window, as a modal dialog does: the header bar, F9 and Ctrl+1…5
do nothing under it, the screen reader finds nothing outside it, and Escape closes it, after
which everything works again."""

from harness.scenario import scenario
from harness.tactile import MENU_BUTTON, SIDE_MENU, wait_page, wait_settled, wait_side_menu_open
from harness.waiting import wait_until


@scenario
def modal_blocks_the_window_scenario(s):
    s.launch("--page", "popups")
    wait_page(s, "Popups")
    header_button = s.tree.wait(**MENU_BUTTON)
    button_at = header_button.centre()
    s.click(s.tree.wait(role="push button", name="Centred modal"))
    dialog = s.tree.wait(role="dialog", name="Delete this profile?")
    wait_settled(dialog)
    s.tree.wait_focus(within=dialog)
    s.step("modal shown")

    assert s.tree.find(**MENU_BUTTON) is None, "the header bar should be out of the screen reader's reach"
    assert s.tree.find(role="push button", name="Centred modal") is None, "so should the page behind"
    s.keys.press("F9")
    s.keys.press("ctrl+1")
    s.pointer.click(*button_at)
    # Give the app time to act on all three, then check none did.
    wait_until(lambda: s.tree.find(role="dialog", name="Delete this profile?"), "the modal to stay")
    s.step("F9, Ctrl+1 and the header button under the modal")
    assert s.tree.find(**SIDE_MENU) is None, "F9 or the header button opened the side menu under a modal"
    assert s.tree.find(role="label", name="Discover") is None, "Ctrl+1 changed the page under a modal"
    assert s.tree.find(role="dialog", name="Delete this profile?") is not None, "the modal went away"
    s.tree.wait_focus(within=s.tree.find(role="dialog", name="Delete this profile?"))

    s.keys.press("Escape")
    s.tree.wait_gone(role="dialog", name="Delete this profile?")
    s.tree.wait_focus(role="push button", name="Centred modal")
    s.keys.press("F9")
    wait_side_menu_open(s)
    s.keys.press("Escape")
    s.tree.wait_gone(**SIDE_MENU)
    s.keys.press("ctrl+1")
    wait_page(s, "Discover")
    s.step("everything works again")
