"""An unmatch on the Matches page, then Undo on Discover: the like unmatched since is not taken
back from under the unmatch (the monkey's invariant: undo only ever takes back the last decision).
Before, Backspace brought the card back and deleted the like while the unmatch's nope stayed in
force, so the profile was passed again at the next start."""

import os
import sqlite3
from contextlib import closing

from harness.catalogue import card_name
from harness.popovers import open_popover
from harness.scenario import scenario
from harness.tactile import announcement, choose_page, decision_button, top_card_name, wait_page, wait_top_card
from harness.waiting import stays_true, wait_until
from scenarios.failures import small_catalogue


@scenario
def unmatch_then_undo_scenario(s):
    shipped, profiles = small_catalogue(s, 4)
    s.launch("--page", "discover", shipped_data=shipped)
    wait_page(s, "Discover")
    wait_top_card(s, card_name(profiles[0]))
    s.click(decision_button(s.tree, "Like"))
    wait_until(lambda: announcement(s.tree).startswith(f"Liked {profiles[0]['name']}."), "the like announced")
    wait_until(lambda: "sensitive" in decision_button(s.tree, "Undo").states, "Undo to be offered")

    choose_page(s, "Matches")
    matches = s.tree.wait(role="list", name="Your matches")
    row = s.tree.wait(role="push button", name_starts=profiles[0]["name"], within=matches)
    x, y = row.centre()
    menu = open_popover(s, lambda: s.pointer.right_click(x, y, hold=0.3), role="menu")
    s.click(s.tree.wait(role="menu item", name="Unmatch", within=menu))
    s.tree.wait(role="label", name="No Matches Yet")
    s.step("unmatched")

    choose_page(s, "Discover")
    wait_top_card(s, card_name(profiles[1]))
    undo = decision_button(s.tree, "Undo")
    assert "sensitive" not in undo.states, "Undo should not offer to take back a like unmatched since"
    s.keys.press("BackSpace")
    stays_true(lambda: top_card_name(s.tree) == card_name(profiles[1]),
               "the unmatched card staying decided after Backspace", seconds=1.5)
    s.step("Backspace took nothing back")
    assert s.app.quit() == 0
    with closing(sqlite3.connect(f"file:{os.path.join(s.data_dir, 'tactile.db')}?mode=ro", uri=True)) as database:
        rows = database.execute("SELECT profile_id, decision FROM decisions ORDER BY id").fetchall()
    assert rows == [(profiles[0]["id"], "like"), (profiles[0]["id"], "nope")], f"the decision log: {rows}"
