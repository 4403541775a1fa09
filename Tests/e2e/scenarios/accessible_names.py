"""No accessible is named after its widget type. GTK 4.8 names an accessible that has no name of
its own after its class ("GtkImage", "GtkStackPage", "SwiftGtkContainer"), and a screen reader
reads that aloud. Every page is walked in every state a person reaches, and every node on screen,
popovers and popups included, must have a name a person understands, or none."""

import re

from harness.catalogue import card_name, likes_back, load_profiles
from harness.scenario import scenario
from harness.tactile import (choose_page, decision_button, open_side_menu_with_button, wait_page,
                             wait_match_popup, wait_side_menu_closed, wait_top_card)

# A class name: GTK's, GDK's, or one of ours, anywhere in a name.
TYPE_NAME = re.compile(r"\b(Gtk|Gdk|Gsk|Swift|Tactile)[A-Z][A-Za-z]+\b")


def type_names(s):
    """Every node on screen whose name contains a type name, as (role, name, where: its parent)."""
    found = []
    for node in s.tree.on_screen():
        if TYPE_NAME.search(node.name):
            parent = node.accessible.parent
            where = f"in [{parent.getRoleName()}] {parent.name!r}" if parent is not None else "at the top"
            found.append((node.role, node.name, where))
    return found


class Walk:
    """Checks the tree at each state and remembers what was wrong where, so one run says it all."""

    def __init__(self, s):
        self.s = s
        self.found = {}

    def check(self, state):
        self.s.step(state)
        offending = type_names(self.s)
        if offending:
            self.found[state] = sorted(set(offending))

    def verdict(self):
        lines = [f"{state}: " + ", ".join(f"[{role}] {name!r} {where}" for role, name, where in names)
                 for state, names in self.found.items()]
        assert not lines, "type names in the accessibility tree:\n" + "\n".join(lines)


@scenario
def accessible_names_scenario(s):
    profiles = load_profiles(s.session.shipped_data)
    walk = Walk(s)
    s.pointer.move(1270, 790)  # no tooltip window (GTK's own, shown on hover) in the tree
    s.launch("--page", "discover")
    wait_page(s, "Discover")
    wait_top_card(s, card_name(profiles[0]))
    walk.check("Discover at start")

    # A like that matches, for the match popup and a row on Matches.
    index = next(i for i, profile in enumerate(profiles) if likes_back(profile, "like"))
    for profile in profiles[:index]:
        s.click(decision_button(s.tree, "Nope"))
        wait_top_card(s, card_name(profiles[profiles.index(profile) + 1]))
    s.click(decision_button(s.tree, "Like"))
    wait_match_popup(s, profiles[index])
    walk.check("the match popup")
    s.keys.press("Escape")
    s.tree.wait_gone(name_starts="It's a Match!")

    menu = open_side_menu_with_button(s)
    walk.check("the side menu open")
    s.click(s.tree.wait(role="push button", name="Alex Morgan", within=menu))
    s.tree.wait(role="push button", name="Discover")
    walk.check("the side menu compact")
    s.click(s.tree.wait(role="push button", name="Alex Morgan"))
    s.keys.press("Escape")
    wait_side_menu_closed(s)

    choose_page(s, "Matches")
    walk.check("Matches with a match")
    row = s.tree.wait(role="push button", name_starts=profiles[index]["name"])
    s.click(row, button=3)
    s.tree.wait(role="menu")
    walk.check("a match's context menu")
    s.keys.press("Escape")
    s.tree.wait_gone(role="menu")

    choose_page(s, "Colors")
    walk.check("Colors")
    s.click(s.tree.wait(role="push button", name_matches=" colour$"), button=3)
    s.tree.wait(role="menu")
    walk.check("a colour's context menu")
    s.keys.press("Escape")
    s.tree.wait_gone(role="menu")

    choose_page(s, "Popups")
    walk.check("Popups")
    s.click(s.tree.wait(role="push button", name_starts="Top toast"))
    s.tree.wait(role="alert")
    walk.check("a toast")
    s.click(s.tree.wait(role="push button", name_starts="Centred modal"))
    s.tree.wait(role="dialog")
    walk.check("a modal popup")
    s.keys.press("Escape")
    s.tree.wait_gone(role="dialog")

    choose_page(s, "About")
    walk.check("About")
    s.keys.press("ctrl+question")
    s.tree.wait(role="frame", name="Keyboard Shortcuts")
    walk.check("the keyboard shortcuts")
    s.keys.press("Escape")

    walk.verdict()
