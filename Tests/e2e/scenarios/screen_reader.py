"""What a blind person hears: Orca, GNOME's screen reader (43 on Debian 12, 51 on sid), driven by
keys through every page and component, in English, German and Russian, and judged on what it
said at each key. The same checks for both versions: only Orca's own words differ between them
(role words: "push button" became "button"), and no check rests on a word that changed.

Every step: no type name spoken, nothing said twice. Then per step what a person must hear: a
decision with the profile's name and then the next card, the side menu opening and closing, a
page named when chosen with the focus in it, the context menu with whose it is, a toast as it
appears and a modal's title and text. The transcript (key, focus, utterances, checks) is kept in
the scenario's artifacts, `screen-reader/transcript.txt`, when it fails."""

import gettext
import re
import os
import time

from harness.catalogue import card_name, likes_back, load_profiles
from harness.scenario import ScenarioSkipped, scenario
from harness.screen_reader import ScreenReader, missing_tools, normalized

LOCALES = {"en": "en_US.UTF-8", "de": "de_DE.UTF-8", "ru": "ru_RU.UTF-8"}


class Words:
    """The app's own words in one language, read from the catalogue the app reads."""

    def __init__(self, binary, language):
        # The app finds its catalogue where TACTILE_LOCALE_DIR says (the runner's environment
        # reaches the app), else beside the build folder or the installed prefix.
        folders = [os.path.join(os.path.dirname(binary), *relative) for relative in
                   (("..", "locale"), ("..", "..", "locale"), ("..", "share", "locale"))]
        if os.environ.get("TACTILE_LOCALE_DIR"):
            folders = [os.environ["TACTILE_LOCALE_DIR"]]
        folder = next((f for f in folders if os.path.exists(os.path.join(f, "de", "LC_MESSAGES", "tactile.mo"))), None)
        if language != "en" and folder is None:
            raise AssertionError(f"no compiled catalogue beside {binary} (meson-helpers/test compiles po/)")
        self.catalogue = (gettext.translation("tactile", folder, languages=[language])
                          if language != "en" else gettext.NullTranslations())

    def __call__(self, message, **values):
        return self._filled(self.catalogue.gettext(message), values)

    def plural(self, one, many, number, **values):
        return self._filled(self.catalogue.ngettext(one, many, number), values)

    @staticmethod
    def _filled(text, values):
        for key, value in values.items():
            text = text.replace("{" + key + "}", str(value))
        return text


def said(step, text):
    return normalized(text) in normalized(step.said)


def once(step, text, whole=True):
    """Exactly one utterance of the step is `text` (or, not `whole`, says it among more)."""
    text = normalized(text)
    return sum(normalized(u) == text if whole else text in normalized(u) for u in step.speech) == 1


def walk(s, language):
    """English walks everything; German and Russian walk the steps whose words come from the
    app's own catalogue (a decision, the side menu and its search, a page, a context menu, a
    toast), since the rest is Orca's own words over the same tree."""
    if missing_tools():
        raise ScenarioSkipped(f"{', '.join(missing_tools())} not installed (meson-helpers/test installs them)")
    everything = language == "en"
    words = Words(s.session.binary, language)
    profiles = load_profiles(s.session.shipped_data)
    locale = LOCALES[language]
    language_environment = {"LANG": locale, "LC_ALL": locale, "LANGUAGE": ""}
    began = time.monotonic()
    s.launch(environment={**language_environment,
                          # Orca asks for screen coordinates, which GTK 4.8 warns about: harmless.
                          "G_DEBUG": "fatal-criticals"})
    s.pointer.move(1270, 790)
    reader = ScreenReader(s, language_environment)
    # Ready once Orca has read the window and the focused button.
    reader.start(ready=lambda step: (step.focus or "").startswith("push button"))

    def press(key, *expectations, ready=None):
        """One key; the step ends once Orca is quiet and every expectation (known gaps aside)
        holds, or its time is up, so a slow utterance is waited for and a quick one is not."""
        def settled(step):
            return (ready is None or ready(step)) and all(passed(step) for passed, _, *gap in expectations if not gap)
        step = reader.press(key, ready=settled)
        for problem in reader.problems(step):
            # A page's panel and its heading carry the same name: read twice as Tab enters it.
            reader.check(step, False, problem, known_gap=problem.startswith("said again") and (any(
                f"'{normalized(page)}'" in problem for page in (words("Popups"), words("Discover")))))
        for passed, what, *gap in expectations:
            reader.check(step, passed(step), what, known_gap=bool(gap))
        return step

    def tab_until(condition, limit=14, key="Tab"):
        for _ in range(limit):
            if condition(reader.focus or ""):
                return
            before = reader.focus
            press(key, ready=lambda step, before=before: step.focus != before)
        reader.check(reader.steps[-1], condition(reader.focus or ""), f"{key} reaches the wanted focus")

    try:
        first = card_name(profiles[0])
        tab_until(lambda focus: first in focus)
        # Decisions: each said once with the name, then the next card.
        decisions = [("Right", "Liked {name}.", "like"), ("Left", "Noped {name}.", "nope"), ("Up", "Boosted {name}.", "boost")]
        for index, (key, verb, decision) in enumerate(decisions if everything else decisions[:1]):
            profile, following = profiles[index], profiles[index + 1]
            # The cards further down are renamed as the stack moves on; none may be read.
            others = [card_name(p) for p in profiles[index + 2:index + 6]]
            unrelated = (lambda step, others=others: not any(said(step, name) for name in others),
                         "no other profile read")
            done = words(verb, name=profile["name"])
            if decision != "nope" and likes_back(profile, decision):
                match = words("It's a match with {name}!", name=profile["name"])
                # Orca 43 keeps its focus on the decided card while the match popup opens: that
                # card, reused further down the stack, must not be renamed where Orca hears it.
                press(key, (lambda step, done=done: once(step, done, whole=False), f"{done!r} said once"),
                      (lambda step, done=done, match=match: any(normalized(done) in normalized(u) and normalized(match)
                                                                in normalized(u) for u in step.speech),
                       f"the match with {profile['name']} said with it"), unrelated,
                      ready=lambda step: (step.focus or "").startswith("push button"))
                press("Escape", (lambda step, name=card_name(following): said(step, name), "the next card read"))
            else:
                press(key,
                      (lambda step, done=done: once(step, done), f"{done!r} said once"),
                      (lambda step, done=done, name=card_name(following):
                       said(step, name) and normalized(step.said).find(normalized(name)) >
                       normalized(step.said).find(normalized(done)), "then the next card"), unrelated)
        if everything:
            # The undo said, then the card that came back, which takes the focus, read once.
            undone, back = words("Undone."), card_name(profiles[2])
            press("BackSpace", (lambda step: said(step, undone), "the undo said"),
                  (lambda step: said(step, back) and normalized(step.said).find(normalized(back)) >
                   normalized(step.said).find(normalized(undone)), "the card that came back read after it"),
                  (lambda step: not any(said(step, words(verb, name=profiles[2]["name"])) for verb in
                                        ("It's a match with {name}!", "Boosted {name}.")), "no earlier announcement again"))
            # Boosted again, for a second match: the Matches page then selects two rows.
            again = words("It's a match with {name}!", name=profiles[2]["name"])
            press("Up", (lambda step: once(step, again, whole=False), "the match said again after the undo"),
                  ready=lambda step: (step.focus or "").startswith("push button"))
            press("Escape", (lambda step: said(step, card_name(profiles[3])), "the next card read"))
        top = card_name(profiles[3] if everything else profiles[1])

        # The side menu: opening and closing said; choosing a page names it, focus in its content.
        press("F9", (lambda step: said(step, words("Main menu")), "the side menu's opening said"),
              (lambda step: step.speech and normalized(words("Main menu")) in normalized(step.speech[0]),
               "the side menu said first (no state word before it)"),
              ready=lambda step: (step.focus or "").startswith("push button"))
        if everything:
            # The side menu's resize handle: a slider named with its width, moved by arrows.
            width = words("Side menu width")
            tab_until(lambda focus: focus.startswith("slider"), limit=3, key="shift+Tab")
            reached = reader.steps[-1]
            reader.check(reached, once(reached, width, whole=False) and re.search(r"\b\d{3}\b", reached.said),
                         "the handle said once with its width")
            before = re.search(r"\b(\d{3})\b", reached.said)
            press("Right", (lambda step: re.search(r"\b\d{3}\b", step.said) is not None and (
                before is None or before.group(1) not in step.said), "the new width said"),
                  (lambda step: len(step.speech) <= 2, "only the width, not the whole handle again"))
            press("Escape", (lambda step: said(step, top), "the closing said: the focus back on the card"))
            press("F9", ready=lambda step: (step.focus or "").startswith("push button"))
        # The side menu's search: a query that finds nothing says so, once, as the list empties.
        tab_until(lambda focus: focus.startswith("entry"), limit=3)
        no_results = words("No results")
        press("q", (lambda step: once(step, no_results), "'No results' said once as the search finds nothing"))
        press("BackSpace", (lambda step: not said(step, no_results), "'No results' not said again as the entries return"))
        matches = words("Matches")
        tab_until(lambda focus: focus.endswith(matches))
        select = words("_Select").replace("_", "")
        press("Return", (lambda step: said(step, matches), "the chosen page named"),
              (lambda step: (step.focus or "").endswith(select), "the focus on the page's first control"))
        tab_until(lambda focus: re.match(r"push button .+, \d+", focus) is not None, limit=3)

        # The context menu of a match row: whose it is, its items, Escape back to the row.
        # The row's name begins with the preview's name and summary: "ليلى, 27, Arabic calligraphy".
        row = ", ".join(reader.focus.split(" ", 2)[2].split(", ")[:3])
        # On X11 the popover's grab deactivates and reactivates the window: Orca reads the window
        # first, then the menu, said whose it is (the preview's name and summary), then the preview.
        def whose_then_preview(step):
            whose = [i for i, u in enumerate(step.speech) if normalized(row) in normalized(u)]
            preview = [i for i, u in enumerate(step.speech) if normalized(words("Open preview")) in normalized(u)]
            return len(whose) == 1 and preview and whose[0] < preview[0]

        press("shift+F10", (whose_then_preview, "the menu says whose it is at once, once, before its first item"),
                       (lambda step: (step.focus or "").endswith(words("Open preview")), "the focus on the preview, the menu's first item"),
                       (lambda step: normalized(step.speech[0] if step.speech else "").split().count(normalized(words("menu"))) <= 1,
                        "'menu' said once"))
        press("Escape", (lambda step: re.match(r"push button .+, \d+", step.focus or ""), "the focus back on the row"),
              (lambda step: said(step, words("Menu closed")), "the menu's closing said"),
              (lambda step: said(step, row), "the row read as the focus returns"),
              (lambda step: not said(step, words("Message…")), "no item read after the menu closed"))
        if everything:
            # Several rows: Shift+↓ selects both and says so; their menu says what it acts on.
            two = words.plural("{count} selected", "{count} selected", 2, count=2)
            press("shift+Down", (lambda step: once(step, two, whole=False), "the selection's count said once"),
                  ready=lambda step: (step.focus or "") != reader.steps[-1].focus)
            both = words.plural("{count} match", "{count} matches", 2, count=2)
            unmatch = words.plural("_Unmatch {count}", "_Unmatch {count}", 2, count=2).replace("_", "")
            press("shift+F10", (lambda step: once(step, both, whole=False), "the menu says what it acts on, once"),
                  (lambda step: said(step, unmatch) or any(said(step, words(item).replace("_", "")) for item in
                                                           ("_Message…", "Colour _Tag")), "then its first item"),
                  ready=lambda step: (step.focus or "").startswith("menu item"))
            press("Escape", (lambda step: said(step, words("Menu closed")), "the menu's closing said"))
            press("Escape", (lambda step: once(step, words("Nothing selected"), whole=False), "the selection's clearing said"))

        # Popups: a toast spoken as it appears, a modal's title and text.
        press("ctrl+4", ready=lambda step: (step.focus or "").startswith("push button"))
        if not everything:
            tab_until(lambda focus: words("Top toast") in focus, limit=3)
            press("Return", (lambda step: once(step, words("New message"), whole=False), "the toast said once as it appears"))
        else:
            toast_button = words("Auto-hiding toast")
            tab_until(lambda focus: toast_button in focus, limit=12)
            press("Return", (lambda step: once(step, words("Changes saved"), whole=False), "the toast said once as it appears"))
            modal = words("Centred modal")
            tab_until(lambda focus: modal in focus, limit=3, key="shift+Tab")
            press("Return", (lambda step: said(step, words("Delete this profile?")), "the modal's title read"),
                  (lambda step: said(step, words("It leaves your matches too. This cannot be undone.")), "the modal's text read"),
                  # Its buttons are read as the focus reaches them, not first with its text.
                  (lambda step: once(step, words("Cancel"), whole=False), "its buttons not read out with the text"),
                  ready=lambda step: (step.focus or "").endswith(words("Cancel")))
            press("Escape", (lambda step: modal in (step.focus or ""), "the focus back on the modal's button"))
            # A toast with an Undo button: said once as it appears, its button reachable by name.
            undo_toast = words("Toast with Undo")
            tab_until(lambda focus: undo_toast in focus, limit=12)
            archived = words.plural("{count} profile archived", "{count} profiles archived", 1, count=1)
            press("Return", (lambda step: once(step, archived, whole=False), "the toast with Undo said once as it appears"),
                  (lambda step: said(step, words("Undo")), "its Undo button said with it"))
            # A sheet: its title read once as it opens, the focus inside it; Escape back on its button.
            sheet = words("Scrolling sheet")
            tab_until(lambda focus: sheet in focus, limit=8)
            press("Return", (lambda step: once(step, words("Messages"), whole=False), "the sheet's title read once"),
                  # Its 40 rows are read as one moves through them, not all as it opens.
                  (lambda step: not said(step, words("Message {number}", number="2")), "its rows not read out as it opens"),
                  (lambda step: sheet not in (step.focus or ""), "the focus inside the sheet"),
                  ready=lambda step: sheet not in (step.focus or ""))
            press("Escape", (lambda step: sheet in (step.focus or ""), "the focus back on the sheet's button"),
                  (lambda step: once(step, sheet, whole=False), "the sheet's button read as the focus returns"))

            # Colors: the page named with the focus on a tile; the tile's menu says whose it is.
            press("ctrl+3", (lambda step: said(step, words("Colors")), "the Colors page named"),
                  ready=lambda step: (step.focus or "").endswith(" colour"))
            tile = reader.focus or ""
            colour = tile.removeprefix("push button ").removesuffix(" colour")
            preview = words("Open {title}", title=colour)
            # The hex code is said once, in the menu's name (the preview's button does not repeat it).
            press("shift+F10", (lambda step: (step.focus or "").endswith(preview), "the focus on the menu's preview"),
                  (lambda step: said(step, f"{colour}, ") and said(step, words("menu")), "the menu said with whose it is"),
                  ready=lambda step: (step.focus or "").endswith(preview))
            press("Escape", (lambda step: step.focus == tile, "the focus back on the tile"),
                  (lambda step: said(step, words("Menu closed")), "the menu's closing said"))
            # About: the page named with the focus in it.
            press("ctrl+5", (lambda step: said(step, words("About")), "the About page named"),
                  (lambda step: (step.focus or "").startswith("push button"), "the focus on the page's first button"),
                  ready=lambda step: (step.focus or "").startswith("push button") and step.focus != tile)
    finally:
        for step, what in reader.open_gaps():
            s.note(f"known gap, {language}: [{step.index:02}] {step.key}: {what}")
        s.note(f"screen reader, {language}: {len(reader.steps)} steps, "
               f"{sum(len(step.speech) for step in reader.steps)} utterances, "
               f"{time.monotonic() - began:.1f} s")
        reader.stop()
    failures = reader.failures()
    assert not failures, (f"Orca ({language}): {len(failures)} failed checks, e.g. "
                          + "; ".join(f"[{step.index:02}] {step.key}: {what} (said: {step.said!r})"
                                      for step, what in failures[:5])
                          + f"; transcript in {reader.folder}/transcript.txt")


@scenario
def screen_reader_english_scenario(s):
    walk(s, "en")


@scenario
def screen_reader_german_scenario(s):
    walk(s, "de")


@scenario
def screen_reader_russian_scenario(s):
    walk(s, "ru")
