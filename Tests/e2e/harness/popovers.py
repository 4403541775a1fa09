"""Opening a popover and knowing where it is, on either platform.

On X11 every popover is an X window, found by its size. On Wayland nothing tells a client's
surfaces apart but the screen: the popover is found by the outline that appeared when it opened,
so the screen is read just before the input that opens it and once it has come to rest.
"""


def open_popover(s, gesture, **criteria):
    """Runs `gesture` (a function that sends the input opening a popover), waits for the popover
    described by `criteria` (e.g. role="menu") and returns it, placed on screen."""
    before = s.still_screen() if s.on_wayland else None
    gesture()
    popover = s.tree.wait(**criteria)
    return s.app.windows.place_popover(popover, before, evidence=s.path("popover"))
