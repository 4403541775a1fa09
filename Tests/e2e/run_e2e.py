#!/usr/bin/python3
"""End-to-end tests: the real `tactile`, driven through X input and read through AT-SPI.

    /usr/bin/python3 Tests/e2e/run_e2e.py --binary .build/debug/tactile [--filter drawer]

Starts its own Xvfb and D-Bus session, runs every scenario in Tests/e2e/scenarios/ against a
fresh data folder and settings, and prints one line per scenario in Swift Testing's words
("✔ Test drawer_scenario() passed after 3.2 seconds."). Screenshots of every step, the
accessibility tree and the app's output of a failed scenario stay in --artifacts.
--update-references rewrites the reference screenshots in Tests/e2e/references/.
"""

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SYSTEM_PYTHON = "/usr/bin/python3"
IN_SESSION = "TACTILE_E2E_IN_SESSION"


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
    parser.add_argument("--filter", default="", help="run only scenarios whose name matches this regular expression")
    parser.add_argument("--displays", default=os.environ.get("TACTILE_E2E_DISPLAYS", ""),
                        help="X display numbers to try, e.g. 21-29 (default: any free one)")
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
    """Starts the display and a D-Bus session (for AT-SPI), and runs the scenarios inside them."""
    from harness.display import VirtualDisplay

    os.makedirs(arguments.artifacts, exist_ok=True)
    display = VirtualDisplay(display_numbers(arguments.displays))
    report_read, report_write = os.pipe()
    session_log = os.path.join(arguments.artifacts, "session-log.txt")
    try:
        name = display.start()
        environment = dict(os.environ, DISPLAY=name, **{IN_SESSION: str(report_write)})
        environment.pop("DBUS_SESSION_BUS_ADDRESS", None)
        with open(session_log, "wb") as log:
            # The bus, the accessibility bus and registry write their chatter to the log; the
            # scenarios report through a pipe of their own.
            session = subprocess.Popen(["dbus-run-session", "--", SYSTEM_PYTHON, os.path.abspath(__file__),
                                        *sys.argv[1:]], env=environment, pass_fds=(report_write,),
                                       stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        os.close(report_write)
        reported = False
        with os.fdopen(report_read, "r", encoding="utf-8") as report:
            for line in report:
                reported = True
                sys.stdout.write(line)
                sys.stdout.flush()
        status = session.wait()
        if status != 0 and not reported:
            with open(session_log, encoding="utf-8", errors="replace") as log:
                sys.stdout.write("✘ The end-to-end suite ended without a report; its session log ends:\n"
                                 + "".join(log.readlines()[-30:]))
        return status
    except KeyboardInterrupt:
        return 130
    finally:
        display.stop()


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
    sys.exit(run_scenarios(arguments, report))


if __name__ == "__main__":
    main()
