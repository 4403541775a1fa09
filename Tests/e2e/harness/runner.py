"""Runs the scenarios one after another and reports each as Swift Testing does."""

import glob
import importlib
import os
import re
import shutil
import signal
import subprocess
import time
import traceback

from .platforms import WAYLAND, X11, X11Platform
from .scenario import SCENARIOS, Scenario, ScenarioSkipped, Session, reported_name

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(HERE))


def compile_schema(destination):
    """The app's settings schema, compiled where GSETTINGS_SCHEMA_DIR can point."""
    os.makedirs(destination, exist_ok=True)
    for schema in glob.glob(os.path.join(ROOT, "data", "*.gschema.xml")):
        shutil.copy(schema, destination)
    subprocess.run(["glib-compile-schemas", destination], check=True)
    return destination


def load_scenarios():
    for file in sorted(glob.glob(os.path.join(HERE, "scenarios", "*.py"))):
        importlib.import_module(f"scenarios.{os.path.splitext(os.path.basename(file))[0]}")
    return SCENARIOS


def chosen_scenarios(platform_name, pattern):
    """The scenarios declared for `platform_name` whose reported name matches `pattern` (an
    on-demand scenario only when a pattern is given)."""
    return [function for function in load_scenarios()
            if platform_name in function.platforms and re.search(pattern, reported_name(function, platform_name))
            and not (function.on_demand and not pattern)]


def make_platform(name):
    """The platform the session around this process was started for (run_e2e.py)."""
    if name == WAYLAND:
        from .platforms import WaylandPlatform
        return WaylandPlatform(dict(os.environ))
    return X11Platform(os.environ["DISPLAY"])


def _stop_on_terminate(signal_number, frame):
    # Turn SIGTERM into an exception so every `finally` runs and each app is stopped.
    raise KeyboardInterrupt(f"signal {signal_number}")


PLATFORM_TITLES = {X11: "X11 (Xvfb)", WAYLAND: "Wayland (mutter)"}


def run_scenarios(arguments, report, platform_name):
    signal.signal(signal.SIGTERM, _stop_on_terminate)
    title = PLATFORM_TITLES[platform_name]
    started = time.monotonic()
    platform = None
    try:
        chosen = chosen_scenarios(platform_name, arguments.filter)
        if not chosen:
            raise LookupError(f"no {platform_name} scenario matches {arguments.filter!r}")
        platform = make_platform(platform_name)
        session = Session(platform=platform, binary=arguments.binary,
                          shipped_data=os.path.abspath(arguments.shipped_data),
                          schema_dir=compile_schema(os.path.join(arguments.artifacts, "schemas")),
                          artifacts=arguments.artifacts, references=os.path.join(HERE, "references"),
                          update_references=arguments.update_references)
    except Exception:  # noqa: BLE001 - report set-up failures where the reader looks
        report.write(f"✘ The end-to-end suite on {title} could not start:\n" + traceback.format_exc())
        if platform is not None:
            platform.close()
        return 1
    failed = 0
    skips = [entry.partition("=")[::2] for entry in arguments.skip]
    try:
        for function in chosen:
            name = reported_name(function, platform_name)
            reason = next((reason for pattern, reason in skips if re.search(pattern, name)), None)
            if reason is not None:
                # Swift Testing's words, which the test script counts and lists with the reason.
                report.write(f"➜ Test {name}() skipped: \"{reason}\"\n")
                continue
            if run_one(function, session, arguments.keep, report) is False:
                failed += 1
    finally:
        platform.close()
    elapsed = time.monotonic() - started
    verdict = "passed" if failed == 0 else f"failed ({failed} of {len(chosen)})"
    mark = "✔" if failed == 0 else "✘"
    report.write(f"{mark} End-to-end suite on {title} {verdict} after {elapsed:.1f} seconds.\n")
    if failed:
        report.write(f"  Screenshots, accessibility trees and app output of failed scenarios: {arguments.artifacts}\n")
    return 1 if failed else 0


def run_one(function, session, keep, report):
    """Runs one scenario, stopping every app it started even when it fails."""
    name = reported_name(function, session.platform.name)
    context = Scenario(session, name)
    began = time.monotonic()
    failure = None
    skipped = None
    try:
        function(context)
        criticals = [line for line in context.stderr().splitlines() if "CRITICAL" in line]
        assert not criticals, "the app logged criticals:\n" + "\n".join(criticals[:5])
        # A crash after the scenario's last wait would otherwise pass unseen.
        exits = [app.unexpected_exit() for app in context.apps]
        crashed = [status for status in exits if status is not None]
        assert not crashed, f"the app ended by itself during the scenario, with status {crashed[0]}"
    except KeyboardInterrupt:
        context.close()
        raise
    except ScenarioSkipped as reason:
        skipped = str(reason)
    except Exception:  # noqa: BLE001 - a failed scenario is reported, the run goes on
        failure = traceback.format_exc()
        keep_evidence(context)
    finally:
        context.close()
        session.platform.between_scenarios()
    seconds = time.monotonic() - began
    if skipped is not None:
        # Swift Testing's words, which the test script counts and lists with the reason.
        report.write(f"➜ Test {name}() skipped: \"{skipped}\"\n")
        shutil.rmtree(context.folder, ignore_errors=True)
        return None
    if failure is None:
        report.write(f"✔ Test {name}() passed after {seconds:.3f} seconds.\n")
        for line in context.notes:
            report.write(f"    {line}\n")
        if not keep:
            shutil.rmtree(context.folder, ignore_errors=True)
        return True
    report.write(f"✘ Test {name}() failed after {seconds:.3f} seconds.\n")
    for line in failure.rstrip().splitlines()[-12:]:
        report.write(f"    {line}\n")
    report.write(f"    Evidence (screenshots, tree, app output): {context.folder}\n")
    return False


def keep_evidence(context):
    """The last screen and the accessibility tree as they were when the scenario failed."""
    try:
        context.step("failure")
    except Exception as error:  # noqa: BLE001
        _write(context.path("failure-screenshot-error.txt"), repr(error))
    try:
        if context.app is not None and context.app.is_running:
            _write(context.path("accessibility-tree.txt"), context.tree.dump())
    except Exception as error:  # noqa: BLE001
        _write(context.path("accessibility-tree.txt"), f"could not read the tree: {error!r}")


def _write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
