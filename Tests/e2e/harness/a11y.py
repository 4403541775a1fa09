"""The app as a screen reader sees it: the AT-SPI tree, read through pyatspi.

Only what is on screen counts: subtrees that have no size (hidden stack pages, closed
popovers) are skipped. GTK 4.8 sets AT-SPI's "showing" state on windows only and lists
visible widgets only, so "on screen" is judged from the extents.
"""

import re
from functools import cached_property

import pyatspi
from pyatspi.role import Role
from gi.repository import Atspi

from .waiting import wait_until

# GTK 4 reports extents relative to its window only ("screen coordinates not supported").
_WINDOW_COORDS = pyatspi.WINDOW_COORDS


# What the suite asks for and the AT-SPI roles that answer, where GTK versions differ: GTK's group
# role is a "panel" on GTK 4.8 and a "grouping" on newer GTK (seen on 4.24); Tactile's side menu
# is a named group (AccessibleRole.spokenNavigation); a card is a group on GTK 4.8 and an article
# from GTK 4.14, which has the role.
ROLE_ALIASES = {"panel": {"panel", "grouping"}, "navigation": {"panel", "grouping"},
                "card": {"panel", "grouping", "article"},
                # GTK 4.8 gives a toggle button the push button's role; newer GTK its own.
                "push button": {"push button", "toggle button"}}


def role_name(role):
    """An AT-SPI role as the suite names it ("push button"), from its number through pyatspi's own
    names: at-spi2-core's change between versions (2.46's "push button" is "button" in newer ones)."""
    return str(Role(int(role))).removeprefix("ROLE_").lower().replace("_", " ")


def role_matches(wanted, actual):
    """Whether a node of role `actual` is what a query for `wanted` means."""
    return actual == wanted or actual in ROLE_ALIASES.get(wanted, ())


class Node:
    """One accessible object. Each property is read once, when first asked for: every read is
    a round trip to the app, and a search asks most nodes for their role alone."""

    def __init__(self, accessible, tree, surface=None):
        self.accessible = accessible
        self.tree = tree
        # The popover this node is drawn in, if any: popovers are windows of their own.
        self.surface = surface

    @cached_property
    def role(self):
        return role_name(self.accessible.getRole())

    @cached_property
    def name(self):
        return self.accessible.name or ""

    @cached_property
    def states(self):
        return {pyatspi.stateToString(state) for state in self.accessible.getState().getStates()}

    def __repr__(self):
        return f"[{self.role}] {self.name!r}"

    @property
    def description(self):
        return self.accessible.description or ""

    # Hidden stack pages and closed popovers are containers with no size; only containers are
    # measured, since every extents call waits on the app's main thread, busy while it animates.
    _CONTAINERS = {"panel", "grouping", "article", "filler", "scroll pane", "menu", "list", "page tab list"}

    def is_on_screen(self):
        # GTK 4.8 lists visible widgets only, so the extents of containers are all there is to check.
        if self.role not in self._CONTAINERS:
            return True
        try:
            _, _, width, height = self.window_extents()
        except NotImplementedError:
            return True  # no geometry (not a component): judged by its state alone
        return width > 0 and height > 0

    @property
    def is_focused(self):
        return "focused" in self.states

    def window_extents(self):
        """(x, y, width, height) in the window's coordinates, now."""
        box = self.accessible.queryComponent().getExtents(_WINDOW_COORDS)
        return box.x, box.y, box.width, box.height

    def extents(self):
        """(x, y, width, height) on the screen, now."""
        x, y, width, height = self.window_extents()
        offset_x, offset_y = self.tree.surface_origin(self.surface) if self.surface else self.tree.window_origin()
        return x + offset_x, y + offset_y, width, height

    def centre(self):
        x, y, width, height = self.extents()
        return x + width / 2, y + height / 2

    def actions(self):
        try:
            action = self.accessible.queryAction()
        except NotImplementedError:
            return []
        return [action.getName(index) for index in range(action.nActions)]

    def do_action(self, name):
        """Runs an accessible action (as a screen reader's "activate" does)."""
        action = self.accessible.queryAction()
        for index in range(action.nActions):
            if action.getName(index) == name:
                return action.doAction(index)
        raise AssertionError(f"{self!r} has no action {name!r}; it has {self.actions()}")

    def children(self):
        return [Node(child, self.tree, self.surface) for child in self.accessible if child is not None]

    def text(self):
        """The node's name, or its text when it is a label with none."""
        return self.name


class Query:
    """What to look for: a role, a name (exact, a regular expression, or a prefix), states."""

    def __init__(self, role=None, name=None, name_matches=None, name_starts=None, description=None,
                 states=(), within=None):
        self.role = role
        self.name = name
        self.name_pattern = re.compile(name_matches) if name_matches else None
        self.name_starts = name_starts
        self.description = description
        self.states = set(states)
        self.within = within

    def matches(self, node):
        return ((self.role is None or role_matches(self.role, node.role))
                and (self.name is None or node.name == self.name)
                and (self.name_pattern is None or self.name_pattern.search(node.name))
                and (self.name_starts is None or node.name.startswith(self.name_starts))
                and (self.description is None or node.description == self.description)
                and (not self.states or self.states <= node.states))

    def __str__(self):
        parts = [f"role={self.role!r}" if self.role else None,
                 f"name={self.name!r}" if self.name is not None else None,
                 f"name~{self.name_pattern.pattern!r}" if self.name_pattern else None,
                 f"name^={self.name_starts!r}" if self.name_starts else None,
                 f"description={self.description!r}" if self.description else None,
                 f"states⊇{sorted(self.states)}" if self.states else None]
        return "[" + ", ".join(part for part in parts if part) + "]"


class AccessibleTree:
    """The accessibility tree of one running app, found by its process id.

    `window_origin()` says where the main window's coordinates start on the screen, and
    `surface_origin(popover)` where a popover's do (each platform finds them its own way).
    """

    def __init__(self, pid, window_origin, surface_origin):
        self.pid = pid
        self.window_origin = window_origin
        self.surface_origin = surface_origin

    def application(self):
        desktop = pyatspi.Registry.getDesktop(0)
        # Read everything afresh: the cache follows the app only through events, which this
        # process, polling without a main loop, never handles.
        desktop.set_cache_mask(Atspi.Cache.NONE)
        for application in desktop:
            if application is not None and application.get_process_id() == self.pid:
                application.set_cache_mask(Atspi.Cache.NONE)
                application.clear_cache()
                return application
        return None

    def windows(self):
        application = self.application()
        if application is None:
            return []
        return [Node(window, self) for window in application
                if window is not None and window.getState().contains(pyatspi.STATE_SHOWING)]

    def on_screen(self, root=None):
        """Every node on screen, depth first (windows first, in the app's order), lazily: a
        search that stops at its first match reads no more of the tree than it needs."""
        roots = [root] if root is not None else self.windows()
        seen = set()

        def visit(node):
            # GTK 4.8 lists a stack's pages both under their page objects and directly.
            if node.accessible.path in seen:
                return
            seen.add(node.accessible.path)
            yield node
            for child in node.accessible:
                if child is None:
                    continue
                child_node = Node(child, self, node.surface)
                if child_node.role == "menu":
                    child_node.surface = child_node
                if child_node.is_on_screen():
                    yield from visit(child_node)

        for node in roots:
            yield from visit(node)

    def find_all(self, **criteria):
        query = Query(**criteria)
        return [node for node in self.on_screen(query.within) if query.matches(node)]

    def find(self, **criteria):
        query = Query(**criteria)
        return next((node for node in self.on_screen(query.within) if query.matches(node)), None)

    def wait(self, timeout=None, **criteria):
        """The first node on screen matching, once there is one."""
        query = Query(**criteria)
        return wait_until(lambda: self.find(**criteria), f"{query} to show",
                          describe_last=self.summary, **({"timeout": timeout} if timeout else {}))

    def wait_gone(self, timeout=None, **criteria):
        query = Query(**criteria)
        wait_until(lambda: self.find(**criteria) is None, f"{query} to go away",
                   describe_last=self.summary, **({"timeout": timeout} if timeout else {}))

    def focused(self):
        found = [node for node in self.on_screen() if node.is_focused]
        return found[-1] if found else None

    def wait_focus(self, timeout=None, **criteria):
        """The focused node, once it matches (and lies `within` a node, when given)."""
        query = Query(states=("focused",), **criteria)

        def focused_match():
            return next((node for node in self.on_screen(query.within) if query.matches(node)), None)

        return wait_until(focused_match, f"the focus on {query}",
                          describe_last=lambda: f"focus on {self.focused()!r}",
                          **({"timeout": timeout} if timeout else {}))

    def summary(self, limit=60):
        """The named nodes on screen, short, for failure messages."""
        named = [repr(node) for node in self.on_screen() if node.name and node.role not in ("label",)]
        text = ", ".join(named[:limit])
        return text + (" …" if len(named) > limit else "")

    def dump(self):
        """The whole tree on screen as indented text (kept with a failed scenario's screenshots)."""
        lines = []
        seen = set()

        def visit(accessible, depth):
            if accessible.path in seen:
                return
            seen.add(accessible.path)
            try:
                node = Node(accessible, self)
                states = sorted(node.states & {"focused", "selected", "checked", "expanded", "sensitive",
                                               "showing", "focusable"})
                lines.append(f"{'  ' * depth}{node!r} {node.description!r} {','.join(states)}")
            except Exception as error:  # noqa: BLE001 - a node may vanish while dumped
                lines.append(f"{'  ' * depth}<gone: {error}>")
                return
            for child in accessible:
                if child is not None and Node(child, self).is_on_screen():
                    visit(child, depth + 1)

        application = self.application()
        for window in application or []:
            if window is not None:
                visit(window, 0)
        return "\n".join(lines)
