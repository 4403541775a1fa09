"""Dragging the top card in several builds of tactile side by side: frames a second and
the busy time of each frame (before-paint to after-paint, on the clock and in the main
thread's CPU), with each renderer and window size asked for. Runs are taken in turns
(one of each build, then again), so a change in the machine's load falls on all of them
alike. It answers "what did this change buy" for motion, as compare_builds.py does for
start-up; standard library only.

    python3 bench/compare_drag.py --data data --runs 3 \\
        before=/tmp/tactile-old after=.build/release/tactile

Run it under an X server of its own (DISPLAY set, 1280 × 800 or larger), as
meson-helpers/bench does.
"""
import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import DRAG_WINDOWS, Program, drag, spread  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", required=True, help="the data folder with profiles.json and avatars")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=4)
    parser.add_argument("--renderers", default="gl,cairo")
    parser.add_argument("builds", nargs="+", help="label=path of a tactile binary")
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="tactile-drag-")
    programs = []
    for build in options.builds:
        label, _, path = build.partition("=")
        programs.append(Program(label, [path, "--page", "discover", "--data-dir", os.path.join(work, label)],
                                "TACTILE_BENCH_REPORT"))
    print(f"Dragging the top card, {options.runs} runs of {options.seconds:g} s for each build in turns; "
          "busy = before-paint to after-paint; median (min–max)\n")
    print("| build | renderer | window | fps | busy p50 ms | busy p95 ms | busy CPU p95 ms |")
    print("|---|---|---|---|---|---|---|")
    for renderer in options.renderers.split(","):
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS="disabled:", GTK_A11Y="none", GSETTINGS_BACKEND="memory",
                   GSK_RENDERER=renderer, TACTILE_SHIPPED_DATA=os.path.abspath(options.data))
        for window in DRAG_WINDOWS:
            results = drag(programs, lambda program: env, options.runs, options.seconds, window)
            for program in programs:
                figures = results[program.name]
                print(f"| {program.name} | {renderer} | {window[0]} × {window[1]} | {spread(figures['fps'])} | "
                      f"{spread(figures['p50'], 2)} | {spread(figures['p95'], 2)} | {spread(figures['cpu p95'], 2)} |",
                      flush=True)


if __name__ == "__main__":
    main()
