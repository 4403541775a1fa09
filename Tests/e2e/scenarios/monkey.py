"""The monkey: random gestures, pointer and keys on every page, popup, menu and the side menu, the
window resized and maximized, with faults thrown in (the disk full and read-only, the desktop's
style, text size and motion changed, the catalogue rewritten, the app killed and started again),
its invariants checked throughout (harness/monkey.py).

In the suite, a short run on a fixed seed; `meson-helpers/monkey --minutes N [--seed S]` for long
ones (TACTILE_MONKEY_SECONDS and TACTILE_MONKEY_SEED reach the scenario through the environment).
"""

import os

from harness.monkey import Monkey
from harness.scenario import scenario

SUITE_SEED = 20261207
SUITE_SECONDS = 60


@scenario(platforms=("x11", "wayland"), on_demand=True)
def monkey_scenario(s):
    seed = int(os.environ.get("TACTILE_MONKEY_SEED") or SUITE_SEED)
    seconds = float(os.environ.get("TACTILE_MONKEY_SECONDS") or SUITE_SECONDS)
    environment = os.environ.get
    Monkey(s, seed=seed, seconds=seconds, faults=environment("TACTILE_MONKEY_FAULTS", "1") != "0",
           pace=float(environment("TACTILE_MONKEY_PACE") or 0),
           max_inputs=int(environment("TACTILE_MONKEY_INPUTS") or 0) or None,
           skip=[int(number) for number in (environment("TACTILE_MONKEY_SKIP") or "").split(",") if number]).run()
