"""Orca, GNOME's screen reader, as a test client: what a blind person hears, written down.

Orca (43 on Debian 12, 51 on sid) runs on the scenario's display and bus, hears the app through
AT-SPI and takes the scenario's XTest keys. Every string it hands to speech goes through the
real path (Orca -> speech-dispatcher -> espeak-ng -> libao's null driver). What it said and where
its focus went are read from its own debug log (`--debug-file`, the format Orca's developers use
in their regression tests), the same way for both versions:
    HH:MM:SS.ffffff - SPEECH OUTPUT: 'Discover push button.'{ACSS}
    HH:MM:SS.ffffff - ORCA: Changing locusOfFocus from [..] to [push button | Discover]. Notify: True            (43)
    HH:MM:SS.ffffff - FOCUS MANAGER: Changing locus of focus from [..] to [button: 'Discover' (0x..)]. Notify: True  (51)
After each key the reader waits until Orca has been quiet a while; that step's utterances are
what a patient listener hears.

Orca's own settings, private to the run ($XDG_DATA_HOME and $XDG_CONFIG_HOME point into the
run's folder): braille and key echo off (no BrlAPI daemon here; echoed keys are not the app's
words). Orca 51 keeps settings in GSettings: written to GLib's keyfile back-end
($XDG_CONFIG_HOME/glib-2.0/settings/keyfile), so nothing reaches the session's dconf. Orca 43
keeps them in its `settings` module: set by `orca/orca-customizations.py`, the user hook both
versions import from $XDG_DATA_HOME/orca/, which also makes 43's block-buffered debug log
line-buffered so it can be read while Orca runs.

Pitfalls this works around (each cost a run to find):
- speech-dispatcher wedges without a sound device, and Orca with it: libao's null driver.
- Orca 43 ignores SIGTERM while idle in GLib's loop: SIGTERM, a key to wake it, then SIGKILL.
- /usr/bin/orca refuses to start while any process named `orca` of the user runs anywhere;
  `--replace` would kill that one, so the reader waits for it to end instead.
- Orca 43 without BrlAPI prints a traceback at every focus change unless braille is off; its
  `-u DIR` and `-d braille` options are gone in Orca 51, so neither is used.
- Orca 51 logs names of 100 characters or more shortened ("a b c d e ... v w x y z (120 chars.)"):
  a focus read from such a line is marked `(shortened by Orca's log)`.
"""

import json
import os
import re
import shutil
import subprocess
import time
from collections import namedtuple

from .processes import end

HERE = os.path.dirname(os.path.abspath(__file__))
ORCA = "/usr/bin/orca"
HOOK = os.path.join(HERE, "orca", "orca-customizations.py")
PACKAGES = "orca speech-dispatcher speech-dispatcher-espeak-ng"
HOOK_LOADED = "ORCA-SESSION: customizations loaded"
# Orca 43, Orca 51: the line logged once Orca has started its event loop.
STARTED = ("ORCA: Starting ATSPI registry.", "ORCA: Starting Atspi main event loop")
# Orca 51's settings (GSettings paths of its default profile), in GLib's keyfile format.
GSETTINGS_KEYFILE = """[org/gnome/orca/default/braille]
enabled=false

[org/gnome/orca/default/typing-echo]
key-echo=false
"""

# One entry of Orca's debug log: its first line begins with a timestamp, any further line
# (a string with a line break, a long voice) is indented by as much.
TIMESTAMP = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - ")
CONTINUATION = " " * 18
SPEECH_LINE = "SPEECH OUTPUT: '"
FOCUS_43 = re.compile(r"^ORCA: Changing locusOfFocus from .* to \[(?P<role>[^|\]]*?) \| (?P<name>.*)\]\. "
                      r"Notify: (?:True|False)$", re.S)
FOCUS_51 = re.compile(r"^FOCUS MANAGER: Changing locus of focus from .* to \[(?P<role>[^:'\]]*?)"
                      r"(?:: '(?P<name>.*)')? \(0x[0-9a-f]+\)\]\. Notify: (?:True|False)$", re.S)
SHORTENED = re.compile(r" \.\.\. .* \(\d+ chars\.\)$", re.S)

Record = namedtuple("Record", "kind text role name")

# AT-SPI's name of a role that at-spi2-core renamed, as the older one: role 43 is "push button"
# in at-spi2-core 2.46 (Debian 12) and "button" in 2.62 (sid), the same role (enum value 43,
# ATSPI_ROLE_PUSH_BUTTON, its nick now "button"). The focus is written with the older name.
RENAMED_ROLES = {"button": "push button"}

TYPE_NAME = re.compile(r"\b(?:Gtk|Gdk|Gsk|Adw|Swift|Tactile)[A-Z][A-Za-z0-9]*\b")


class ScreenReaderMissing(Exception):
    """Orca or speech-dispatcher is not installed here."""


def missing_tools():
    return [tool for tool in (ORCA, "speech-dispatcher") if not shutil.which(tool)]


def spoken_text(entry):
    """The string of a `SPEECH OUTPUT: '…'` entry: what follows the quote up to the closing one,
    before the voice Orca logs after it (`{…}`, Orca 43 with ` voice=NAME` before it)."""
    rest = entry[len(SPEECH_LINE):].rstrip()
    if rest.endswith("}"):
        depth = 0
        for index in range(len(rest) - 1, -1, -1):
            depth += {"}": 1, "{": -1}.get(rest[index], 0)
            if depth == 0:
                rest = rest[:index].rstrip()
                break
    elif rest.endswith("None"):
        rest = rest[:-4].rstrip()
    rest = re.sub(r" ?voice=\w+$", "", rest)
    if rest.endswith("'"):
        rest = rest[:-1]
    return rest.strip()


def parse_entry(entry):
    """A Record of what Orca said or where its focus went, from one entry of its debug log
    (its text after the timestamp, lines joined), or None."""
    if entry.startswith(SPEECH_LINE):
        return Record("speech", spoken_text(entry), None, None)
    if "Changing locus" not in entry[:60]:
        return None
    match = FOCUS_43.match(entry) or FOCUS_51.match(entry)
    if match is None:
        return None
    name = match.group("name") or ""
    if SHORTENED.search(name):
        name += " (shortened by Orca's log)"
    role = match.group("role").strip()
    return Record("focus", None, RENAMED_ROLES.get(role, role), name)


def normalized(text):
    """Lower case, punctuation and spacing folded: what makes two utterances "the same"."""
    return re.sub(r"[\W_]+", " ", text.lower()).strip()


class Step:
    """One key and what Orca said after it."""

    def __init__(self, index, key, speech, focus):
        self.index = index
        self.key = key
        self.speech = speech
        self.focus = focus
        self.checks = []

    @property
    def said(self):
        return " | ".join(self.speech)

    def as_dict(self):
        return dict(index=self.index, key=self.key, speech=self.speech, focus=self.focus, checks=self.checks)


class ScreenReader:
    """speech-dispatcher and Orca for one scenario; `press` plays a key and returns the step."""

    def __init__(self, scenario, language_environment, quiet=0.3, patience=1.0, most=8.0):
        self.s = scenario
        self.folder = scenario.path("screen-reader")
        self.language_environment = language_environment
        self.quiet = quiet
        self.patience = patience
        self.most = most
        self.steps = []
        self.focus = None
        self.speech_dispatcher = None
        self.orca = None
        self._debug = os.path.join(self.folder, "orca-debug.log")
        self._offset = 0
        self._entry = None

    # ---- starting and stopping ------------------------------------------------------------

    def environment(self):
        home = os.path.join(self.folder, "home")
        environment = {key: value for key, value in os.environ.items()
                       if key not in ("NO_AT_BRIDGE", "GTK_A11Y", "G_DEBUG", "LANGUAGE", "LC_ALL", "LANG",
                                      "GSETTINGS_SCHEMA_DIR")}
        environment.update(self.language_environment)
        environment.update({
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
            "SPEECHD_ADDRESS": f"unix_socket:{self._socket}",
            # Orca 51's settings: from the keyfile written in `start`, never the session's dconf.
            "GSETTINGS_BACKEND": "keyfile",
        })
        return environment

    @property
    def _socket(self):
        return os.path.join(self.folder, "speechd.sock")

    def start(self, ready=None):
        """Starts speech-dispatcher and Orca; the first step ends once `ready` holds of what Orca said."""
        missing = missing_tools()
        if missing:
            raise ScreenReaderMissing(f"{', '.join(missing)} missing (apt-get install --no-install-recommends {PACKAGES})")
        self._wait_for_other_orca()
        shutil.rmtree(self.folder, ignore_errors=True)
        for folder in ("home/config/glib-2.0/settings", "home/data/orca", "home/cache", "speechd", "speechd-logs"):
            os.makedirs(os.path.join(self.folder, folder))
        # libao's null driver: the stock output (PulseAudio) wedges speech-dispatcher here.
        with open("/etc/speech-dispatcher/speechd.conf", encoding="utf-8") as stock:
            configuration = re.sub(r"(?m)^#?\s*AudioOutputMethod .*$", "", stock.read())
        with open(os.path.join(self.folder, "speechd", "speechd.conf"), "w", encoding="utf-8") as conf:
            conf.write(configuration + '\nAudioOutputMethod "libao"\n')
        for part in ("modules", "clients"):
            os.symlink(f"/etc/speech-dispatcher/{part}", os.path.join(self.folder, "speechd", part))
        with open(os.path.join(self.folder, "home", ".libao"), "w", encoding="utf-8") as libao:
            libao.write("default_driver=null\nquiet\n")
        # Orca's preferences folder is $XDG_DATA_HOME/orca in both versions (43's `-u` is gone in 51).
        shutil.copy(HOOK, os.path.join(self.folder, "home", "data", "orca"))
        with open(os.path.join(self.folder, "home", "config", "glib-2.0", "settings", "keyfile"), "w",
                  encoding="utf-8") as keyfile:
            keyfile.write(GSETTINGS_KEYFILE)
        environment = self.environment()
        self.speech_dispatcher = self._spawn("speech-dispatcher", [
            "speech-dispatcher", "--run-single", "--timeout", "0", "--communication-method", "unix_socket",
            "--socket-path", self._socket, "--config-dir", os.path.join(self.folder, "speechd"),
            "--log-dir", os.path.join(self.folder, "speechd-logs"),
            "--pid-file", os.path.join(self.folder, "speechd.pid")], environment)
        self._wait(lambda: os.path.exists(self._socket), "speech-dispatcher's socket", 15)
        self.s.on_close(self.stop)
        self.orca = self._spawn("orca", [ORCA, "--debug-file", self._debug], environment)

        def started():
            if self.orca.poll() is not None:
                raise AssertionError(f"Orca exited with status {self.orca.returncode} while starting; see orca.out")
            return os.path.exists(self._debug) and any(line in self._read(self._debug) for line in STARTED)

        self._wait(started, "Orca to start", 60)
        if HOOK_LOADED not in self._read(self._debug):
            raise AssertionError(f"Orca did not load {HOOK_LOADED.split(': ')[1]} from $XDG_DATA_HOME/orca; "
                                 "see screen-reader/orca.out")
        return self.record("(Orca starts)", lambda: None, least=0.5, ready=ready)

    def stop(self):
        if self.orca is not None and self.orca.poll() is None:
            self.orca.terminate()
            try:
                self.orca.wait(timeout=1.5)
            except subprocess.TimeoutExpired:
                # Asleep in GLib's loop, its Python handler runs only once something wakes it.
                subprocess.run(["xdotool", "key", "shift"], capture_output=True, check=False)
                end(self.orca, grace=2)
        end(self.speech_dispatcher, grace=2)
        self.write_transcript()

    def _wait_for_other_orca(self):
        def none_running():
            return subprocess.run(["pgrep", "-u", str(os.getuid()), "-x", "orca"],
                                  capture_output=True).returncode != 0
        self._wait(none_running, "another Orca of this user to end (only one can run at a time)", 180)

    def _spawn(self, name, argv, environment):
        stream = open(os.path.join(self.folder, f"{name}.out"), "ab")
        return subprocess.Popen(argv, env=environment, stdin=subprocess.DEVNULL, stdout=stream, stderr=stream)

    @staticmethod
    def _read(path):
        with open(path, encoding="utf-8", errors="replace") as file:
            return file.read()

    @staticmethod
    def _wait(condition, what, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.1)
        raise AssertionError(f"timed out after {timeout} s waiting for {what}")

    # ---- steps -------------------------------------------------------------------------------

    def _sizes(self):
        return os.path.getsize(self._debug) if os.path.exists(self._debug) else 0

    def _settled(self, least, ready, collected):
        """Until the step's own condition holds (`ready`, on what Orca said so far) and Orca has
        been quiet a while: `quiet` seconds of neither speech nor any event it handled once it
        has spoken, longer (`patience`) while it has said nothing, since an app busy with the
        key (a menu shown for the first time) answers Orca's questions only when it is done.
        Never longer than `most`."""
        began = changed = time.monotonic()
        last = self._sizes()
        # What Orca said before the wait began (at start-up, while the reader waited for it) counts.
        collected.extend(self._new_records())
        while True:
            time.sleep(0.05)
            now = time.monotonic()
            sizes = self._sizes()
            if sizes != last:
                last, changed = sizes, now
                collected.extend(self._new_records())
            else:
                # The log has not grown since the last look: its last entry is whole.
                collected.extend(self._new_records(final=True))
            spoke = any(record.kind == "speech" for record in collected)
            quiet = self.quiet if spoke else self.patience
            if now - began >= self.most:
                return
            if now - began >= least and now - changed >= quiet and (ready is None or ready(self._step(collected))):
                return

    def _new_records(self, final=False):
        """What Orca said and where its focus went since the last look, from its debug log's
        whole lines. An entry may go on over further lines, so the last one is kept back until
        the next begins, or until `final` (the log has stopped growing)."""
        with open(self._debug, "rb") as file:
            file.seek(self._offset)
            data = file.read()
        complete = data[: data.rfind(b"\n") + 1]
        self._offset += len(complete)
        records = []

        def finish():
            if self._entry is not None:
                record = parse_entry("\n".join(self._entry))
                if record is not None:
                    records.append(record)
            self._entry = None

        for line in complete.decode("utf-8", "replace").split("\n")[:-1]:
            stamp = TIMESTAMP.match(line)
            if stamp:
                finish()
                self._entry = [line[stamp.end():]]
            elif self._entry is not None and line.startswith(CONTINUATION):
                self._entry.append(line[len(CONTINUATION):])
            else:
                finish()
        if final:
            finish()
        return records

    def _step(self, records, key="", keep=False):
        """The step so far: what Orca said and where its focus is."""
        focus = self.focus
        for record in records:
            if record.kind == "focus":
                focus = f"{record.role} {record.name}".strip()
        step = Step(len(self.steps), key, [r.text for r in records if r.kind == "speech"], focus)
        if keep:
            self.focus = focus
            self.steps.append(step)
        return step

    def record(self, key, perform, least=0.15, ready=None):
        """Performs the step and returns it once settled (see `_settled`)."""
        perform()
        collected = []
        self._settled(least, ready, collected)
        collected.extend(self._new_records(final=True))
        return self._step(collected, key, keep=True)

    def press(self, key, ready=None):
        """Presses `key` (xdotool's spelling) and returns what Orca said after it: once Orca is
        quiet and, given `ready`, once that holds of the step (or the step's time is up)."""
        return self.record(key, lambda: self.s.keys.press(key), ready=ready)

    # ---- what was said -------------------------------------------------------------------------

    def problems(self, step):
        """What no step may have: a type name spoken, an utterance repeated."""
        found = []
        for text in step.speech:
            for name in sorted(set(TYPE_NAME.findall(text))):
                found.append(f"a type name spoken: {name!r} in {text!r}")
        seen = []
        for text in step.speech:
            text = normalized(text)
            if text and any(text == before or (len(text) >= 4 and f" {text} " in f" {before} ") for before in seen):
                found.append(f"said again within the step: {text!r}")
            seen.append(text)
        return found

    def check(self, step, passed, what, known_gap=False):
        """Records a check on a step (kept in the transcript) and returns whether it passed.
        A known gap (a promise the app does not keep yet, named in the README) is recorded and
        reported, but fails nothing."""
        step.checks.append(dict(check=what, passed=bool(passed), known_gap=known_gap))
        return bool(passed)

    def failures(self):
        return [(step, check["check"]) for step in self.steps for check in step.checks
                if not check["passed"] and not check["known_gap"]]

    def open_gaps(self):
        return [(step, check["check"]) for step in self.steps for check in step.checks
                if not check["passed"] and check["known_gap"]]

    def transcript_lines(self):
        lines = []
        for step in self.steps:
            lines.append(f"[{step.index:02}] {step.key}")
            lines.append(f"     focus: {step.focus}")
            for text in step.speech or ["(nothing)"]:
                lines.append(f"     say:   {text}")
            for check in step.checks:
                verdict = "PASS" if check["passed"] else "GAP " if check["known_gap"] else "FAIL"
                lines.append(f"     {verdict}:  {check['check']}")
        return lines

    def write_transcript(self):
        if not self.steps:
            return
        with open(os.path.join(self.folder, "transcript.txt"), "w", encoding="utf-8") as file:
            file.write("\n".join(self.transcript_lines()) + "\n")
        with open(os.path.join(self.folder, "transcript.json"), "w", encoding="utf-8") as file:
            json.dump([step.as_dict() for step in self.steps], file, ensure_ascii=False, indent=1)
