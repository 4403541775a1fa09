"""Orca, GNOME's screen reader, as a test client: what a blind person hears, written down.

Orca 43 runs on the scenario's display and bus, hears the app through AT-SPI and takes the
scenario's XTest keys. Every string it hands to speech goes through the real path (Orca ->
speech-dispatcher -> espeak-ng -> libao's null driver) and is logged by a hook Orca loads from
its preferences folder (`orca/orca-customizations.py`). After each key the reader waits until
Orca has been quiet a while; that step's utterances are what a patient listener hears.

Pitfalls this works around (each cost a run to find):
- speech-dispatcher wedges without a sound device, and Orca with it: libao's null driver.
- Orca ignores SIGTERM while idle in GLib's loop: SIGTERM, a key to wake it, then SIGKILL.
- /usr/bin/orca refuses to start while any process named `orca` of the user runs anywhere;
  `--replace` would kill that one, so the reader waits for it to end instead.
- Orca 43 has no option to skip its setup; without BrlAPI every focus change prints a
  traceback unless braille is off (`-d braille`).
"""

import json
import os
import re
import shutil
import subprocess
import time

from .processes import end

HERE = os.path.dirname(os.path.abspath(__file__))
ORCA = "/usr/bin/orca"
HOOK = os.path.join(HERE, "orca", "orca-customizations.py")
PACKAGES = "orca speech-dispatcher speech-dispatcher-espeak-ng"

TYPE_NAME = re.compile(r"\b(?:Gtk|Gdk|Gsk|Adw|Swift|Tactile)[A-Z][A-Za-z0-9]*\b")


class ScreenReaderMissing(Exception):
    """Orca or speech-dispatcher is not installed here."""


def missing_tools():
    return [tool for tool in (ORCA, "speech-dispatcher") if not shutil.which(tool)]


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
        self._jsonl = os.path.join(self.folder, "orca-speech.jsonl")
        self._debug = os.path.join(self.folder, "orca-debug.log")
        self._offset = 0

    # ---- starting and stopping ------------------------------------------------------------

    def environment(self):
        home = os.path.join(self.folder, "home")
        environment = {key: value for key, value in os.environ.items()
                       if key not in ("NO_AT_BRIDGE", "GTK_A11Y", "G_DEBUG", "LANGUAGE", "LC_ALL", "LANG")}
        environment.update(self.language_environment)
        environment.update({
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
            "SPEECHD_ADDRESS": f"unix_socket:{self._socket}",
            "ORCA_TRANSCRIPT_JSONL": self._jsonl,
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
        for folder in ("home/config", "home/data", "home/cache", "speechd", "speechd-logs", "orca-prefs"):
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
        shutil.copy(HOOK, os.path.join(self.folder, "orca-prefs"))
        environment = self.environment()
        self.speech_dispatcher = self._spawn("speech-dispatcher", [
            "speech-dispatcher", "--run-single", "--timeout", "0", "--communication-method", "unix_socket",
            "--socket-path", self._socket, "--config-dir", os.path.join(self.folder, "speechd"),
            "--log-dir", os.path.join(self.folder, "speechd-logs"),
            "--pid-file", os.path.join(self.folder, "speechd.pid")], environment)
        self._wait(lambda: os.path.exists(self._socket), "speech-dispatcher's socket", 15)
        self.s.on_close(self.stop)
        open(self._jsonl, "a").close()
        self.orca = self._spawn("orca", [ORCA, "-u", os.path.join(self.folder, "orca-prefs"),
                                         "--debug-file", self._debug, "-d", "braille"], environment)

        def started():
            if self.orca.poll() is not None:
                raise AssertionError(f"Orca exited with status {self.orca.returncode} while starting; see orca.out")
            return os.path.exists(self._debug) and "ORCA: Starting ATSPI registry." in self._read(self._debug)

        self._wait(started, "Orca to start", 60)
        if "ORCA-SESSION: transcript hooks installed" not in self._read(self._debug):
            raise AssertionError("Orca did not load the transcript hook; see screen-reader/orca.out")
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
        return tuple(os.path.getsize(p) if os.path.exists(p) else 0 for p in (self._jsonl, self._debug))

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
            spoke = any(record["kind"] == "speech" for record in collected)
            quiet = self.quiet if spoke else self.patience
            if now - began >= self.most:
                return
            if now - began >= least and now - changed >= quiet and (ready is None or ready(self._step(collected))):
                return

    def _new_records(self):
        with open(self._jsonl, "rb") as file:
            file.seek(self._offset)
            data = file.read()
        complete = data[: data.rfind(b"\n") + 1]
        self._offset += len(complete)
        records = []
        for line in complete.decode("utf-8", "replace").splitlines():
            try:
                records.append(json.loads(line))
            except ValueError:
                pass
        return records

    def _step(self, records, key="", keep=False):
        """The step so far: what Orca said and where its focus is."""
        focus = self.focus
        for record in records:
            if record["kind"] == "focus":
                focus = f"{record['role']} {record['name']}"
        step = Step(len(self.steps), key, [r["text"] for r in records if r["kind"] == "speech"], focus)
        if keep:
            self.focus = focus
            self.steps.append(step)
        return step

    def record(self, key, perform, least=0.15, ready=None):
        """Performs the step and returns it once settled (see `_settled`)."""
        perform()
        collected = []
        self._settled(least, ready, collected)
        collected.extend(self._new_records())
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
