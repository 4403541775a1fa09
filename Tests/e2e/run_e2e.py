#!/usr/bin/python3
"""End-to-end tests: the real `tactile`, driven by real input and read through AT-SPI.

    /usr/bin/python3 Tests/e2e/run_e2e.py --binary .build/debug/tactile [--filter drawer]

Runs every scenario in Tests/e2e/scenarios/ on each platform it declares, each time against a
fresh data folder and settings: on X11 in an Xvfb and D-Bus session of its own, with input
through XTest; on Wayland in a headless mutter of its own, with touch, pointer and keys through
mutter's RemoteDesktop session. Prints one line per scenario and platform in Swift Testing's
words ("✔ Test drawer_scenario() passed after 3.2 seconds.", "… drawer_scenario_wayland() …").
Screenshots of every step, the accessibility tree and the app's output of a failed scenario stay
in --artifacts. --update-references rewrites the reference screenshots in Tests/e2e/references/.
"""

import argparse
import os
import signal
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SYSTEM_PYTHON = "/usr/bin/python3"
IN_SESSION = "TACTILE_E2E_IN_SESSION"
PLATFORM = "TACTILE_E2E_PLATFORM"


def system_python_if_needed():
    """pyatspi lives in Debian's Python; another python3 first on PATH has no `gi`."""
    try:
        import gi  # noqa: F401
    except ImportError:
        if os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON) and os.path.exists(SYSTEM_PYTHON):
            os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON, *sys.argv])
        sys.exit("error: python3-gi and python3-pyatspi are needed (apt-get install python3-pyatspi)")


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the tactile executable")
    parser.add_argument("--shipped-data", default=os.path.join(ROOT, "data"),
                        help="folder with profiles.json and avatars/ (default: the repository's data/)")
    parser.add_argument("--artifacts", default=os.path.join(ROOT, ".build", "e2e-artifacts"),
                        help="where failed scenarios leave screenshots, tree and app output")
    parser.add_argument("--filter", default="",
                        help="run only scenarios whose reported name (drawer_scenario, drawer_scenario_wayland) "
                             "matches this regular expression")
    parser.add_argument("--platforms", default="x11,wayland",
                        help="the platforms to run on, of x11 and wayland (default: both)")
    parser.add_argument("--displays", default=os.environ.get("TACTILE_E2E_DISPLAYS", ""),
                        help="X display numbers to try, e.g. 21-29 (default: any free one)")
    parser.add_argument("--skip", action="append", default=[], metavar="REGEX=REASON",
                        help="report the scenarios whose reported name matches REGEX as skipped, with REASON, "
                             "without running them (a known failure on one desktop, said and counted)")
    parser.add_argument("--update-references", action="store_true",
                        help="save the visual checks' screenshots as the new references")
    parser.add_argument("--keep", action="store_true", help="keep the screenshots of passed scenarios too")
    return parser.parse_args()


def display_numbers(text):
    numbers = []
    for part in filter(None, text.split(",")):
        first, _, last = part.partition("-")
        numbers += range(int(first), int(last or first) + 1)
    return numbers


def run_outside_session(arguments):
    """Runs the scenarios of each platform inside a session made for it, one after the other."""
    from harness.runner import chosen_scenarios

    os.makedirs(arguments.artifacts, exist_ok=True)
    platforms = [name.strip() for name in arguments.platforms.split(",") if name.strip()]
    unknown = [name for name in platforms if name not in ("x11", "wayland")]
    if unknown:
        sys.exit(f"error: unknown platforms {unknown}; choose from x11 and wayland")
    wanted = [name for name in platforms if chosen_scenarios(name, arguments.filter)]
    if not wanted:
        sys.exit(f"error: no scenario on {', '.join(platforms)} matches {arguments.filter!r}")
    # A SIGTERM stops the sessions as Ctrl+C does: every process of theirs by its PID.
    signal.signal(signal.SIGTERM, lambda number, frame: (_ for _ in ()).throw(KeyboardInterrupt(f"signal {number}")))
    status = 0
    try:
        for name in wanted:
            run = run_on_x11 if name == "x11" else run_on_wayland
            status = run(arguments) or status
    except KeyboardInterrupt:
        return 130
    return status


def run_on_x11(arguments):
    """A private Xvfb and a D-Bus session (for AT-SPI) around the scenarios."""
    from harness.display import VirtualDisplay

    display = VirtualDisplay(display_numbers(arguments.displays))
    try:
        environment = dict(os.environ, DISPLAY=display.start())
        environment.pop("DBUS_SESSION_BUS_ADDRESS", None)
        environment.pop("WAYLAND_DISPLAY", None)
        return run_inside(["dbus-run-session", "--"], environment, "x11",
                          os.path.join(arguments.artifacts, "session-log.txt"))
    finally:
        display.stop()


def run_on_wayland(arguments):
    """A private headless mutter, with its bus, PipeWire and WirePlumber, around the scenarios."""
    from harness.wayland import WaylandDesktop

    desktop = WaylandDesktop(os.path.join(arguments.artifacts, "wayland-desktop"))
    try:
        try:
            environment = desktop.start()
        except Exception as error:  # noqa: BLE001 - said where the reader looks, like a failed scenario
            sys.stdout.write(f"✘ The end-to-end suite on Wayland (mutter) could not start: {error}\n")
            return 1
        return run_inside([], environment, "wayland",
                          os.path.join(arguments.artifacts, "wayland-desktop", "session-log.txt"))
    finally:
        desktop.stop()


def run_inside(prefix, environment, platform, session_log):
    """Runs this script again inside the session; it reports through a pipe of its own."""
    report_read, report_write = os.pipe()
    environment = dict(environment, **{IN_SESSION: str(report_write), PLATFORM: platform})
    os.makedirs(os.path.dirname(session_log), exist_ok=True)
    with open(session_log, "wb") as log:
        # The bus, the accessibility bus and registry write their chatter to the log; the
        # scenarios report through the pipe.
        session = subprocess.Popen([*prefix, SYSTEM_PYTHON, os.path.abspath(__file__), *sys.argv[1:]],
                                   env=environment, pass_fds=(report_write,), stdin=subprocess.DEVNULL,
                                   stdout=log, stderr=log)
    os.close(report_write)
    try:
        reported = False
        with os.fdopen(report_read, "r", encoding="utf-8") as report:
            for line in report:
                reported = True
                sys.stdout.write(line)
                sys.stdout.flush()
        status = session.wait()
    except KeyboardInterrupt:
        session.terminate()
        session.wait()
        raise
    if status != 0 and not reported:
        with open(session_log, encoding="utf-8", errors="replace") as log:
            sys.stdout.write(f"✘ The end-to-end suite on {platform} ended without a report; its session log ends:\n"
                             + "".join(log.readlines()[-30:]))
    return status


def main():
    system_python_if_needed()
    sys.path.insert(0, HERE)
    arguments = parse_arguments()
    arguments.binary = os.path.abspath(arguments.binary)
    arguments.artifacts = os.path.abspath(arguments.artifacts)
    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"error: {arguments.binary} is not an executable; build it first (swift build)")
    if IN_SESSION not in os.environ:
        sys.exit(run_outside_session(arguments))
    from harness.runner import run_scenarios
    report = os.fdopen(int(os.environ[IN_SESSION]), "w", encoding="utf-8", buffering=1)
    sys.exit(run_scenarios(arguments, report, os.environ.get(PLATFORM, "x11")))


if __name__ == "__main__":
    main()
