"""Dragging the top card in several builds of tactile side by side: frames a second and
the busy time of each frame (before-paint to after-paint, on the clock and in the main
thread's CPU), with each renderer and window size asked for; with --slides, the
drawer's and a popup's slides too (as meson-helpers/bench measures them). Runs are taken in turns
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
from driver import DRAG_WINDOWS, comparison_env, drag, percentile, slide_once, spread, tactile_builds  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", required=True, help="the data folder with profiles.json and avatars")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=4)
    parser.add_argument("--renderers", default="gl,cairo")
    parser.add_argument("--slides", action="store_true", help="also the drawer's and a popup's slides")
    parser.add_argument("builds", nargs="+", help="label=path of a tactile binary")
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="tactile-drag-")
    programs, _ = tactile_builds(options.builds, work)
    print(f"Dragging the top card, {options.runs} runs of {options.seconds:g} s for each build in turns; "
          "busy = before-paint to after-paint; median (min–max)\n")
    print("| build | renderer | window | fps | busy p50 ms | busy p95 ms | busy CPU p95 ms |")
    print("|---|---|---|---|---|---|---|")
    for renderer in options.renderers.split(","):
        env = comparison_env(renderer, options.data)
        for window in DRAG_WINDOWS:
            results = drag(programs, lambda program: env, options.runs, options.seconds, window)
            for program in programs:
                figures = results[program.name]
                print(f"| {program.name} | {renderer} | {window[0]} × {window[1]} | {spread(figures['fps'])} | "
                      f"{spread(figures['p50'], 2)} | {spread(figures['p95'], 2)} | {spread(figures['cpu p95'], 2)} |",
                      flush=True)

    if options.slides:
        compare_slides(options, work)


def compare_slides(options, work):
    """The drawer opening and closing with F9 over the Discover page, and the tutorial popup
    shown by a click and closed with Escape on the Popups page: 10 slides a run."""
    print(f"\nSlides, {options.runs} runs of 10 for each build in turns; fps = each slide's frames over "
          "its span, median over the slides; median (min–max)\n")
    print("| build | slide | renderer | fps | busy p50 ms | busy p95 ms | busy CPU p95 ms |")
    print("|---|---|---|---|---|---|---|")
    slides = [("drawer", "discover", [["key", "F9"]]),
              ("popup", "popups", [["mousemove", "200", "135", "click", "1"], ["key", "Escape"]])]
    for slide, page, steps in slides:
        programs, _ = tactile_builds(options.builds, work, page)
        for renderer in options.renderers.split(","):
            env = comparison_env(renderer, options.data)
            taken = {program.name: [] for program in programs}
            for _ in range(options.runs):
                for program in programs:
                    taken[program.name].append(slide_once(program, env, steps, 10, 0.8))
            for label, runs in taken.items():
                print(f"| {label} | {slide} | {renderer} | {spread([r[2] for r in runs])} | "
                      f"{spread([percentile(r[0], 0.5) for r in runs], 2)} | "
                      f"{spread([percentile(r[0], 0.95) for r in runs], 2)} | "
                      f"{spread([percentile(r[1], 0.95) for r in runs], 2)} |", flush=True)

if __name__ == "__main__":
    main()
