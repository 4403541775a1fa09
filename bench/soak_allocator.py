"""Where the popup soak's memory growth lives: the soak of TactileBench (present and
dismiss a popup, many times over) run with GLib's slice allocator as GLib 2.74 ships it
and with G_SLICE=always-malloc, reading the heap in use and RSS before and after; and
heaptrack's count of memory never freed, after no cycles and after many, in both modes.
What grows with the cycles in the default mode and not with always-malloc is held by the
slice allocator's per-thread caches, not leaked. Standard library, heaptrack; run under
an X server, as meson-helpers/bench does in its full mode.

    python3 bench/soak_allocator.py --bench .build/release/TactileBench --cycles 3000
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import run_bench_executable  # noqa: E402

UNITS = {"": 1, "B": 1, "K": 1024, "M": 1024 ** 2, "G": 1024 ** 3}


def leaked_bytes(bench, cycles, env, work):
    """heaptrack's "total memory leaked" after `cycles` soak cycles: memory still
    allocated when the process exits."""
    output = os.path.join(work, f"heaptrack-{cycles}-{env.get('G_SLICE', 'slices')}")
    subprocess.run(["heaptrack", "-o", output, bench, "soak-popups", "--iterations", str(cycles)], env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, timeout=3600)
    printed = subprocess.run(["heaptrack_print", "-f", output + ".zst", "--print-leaks", "0", "--print-peaks", "0",
                              "--print-allocators", "0", "--print-temporary", "0"],
                             capture_output=True, text=True, check=True).stdout
    match = re.search(r"total memory leaked: ([\d.]+)([KMG]?)", printed)
    if not match:
        raise RuntimeError("heaptrack_print gave no total of memory leaked")
    return float(match.group(1)) * UNITS[match.group(2)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench", required=True, help="the TactileBench executable")
    parser.add_argument("--cycles", type=int, default=3_000)
    options = parser.parse_args()
    base = dict(os.environ, DBUS_SESSION_BUS_ADDRESS="disabled:", GTK_A11Y="none", GSETTINGS_BACKEND="memory",
                GSK_RENDERER="cairo")
    modes = [("GLib's slices (default)", base), ("G_SLICE=always-malloc", dict(base, G_SLICE="always-malloc"))]
    work = tempfile.mkdtemp(prefix="tactile-allocator-")

    print(f"Popup soak, {options.cycles:,} cycles after 50 to warm up, by allocator mode\n")
    print("| allocator | heap in use growth, MB | RSS growth, MB | RSS growth, 2nd half, MB | "
          "left allocated at exit, 0 cycles, MB | the same after the cycles, MB | difference, MB |")
    print("|---|---|---|---|---|---|---|")
    for label, env in modes:
        figures = run_bench_executable(options.bench, ["soak-popups", "--iterations", str(options.cycles)], env)
        f = {key.split(".", 2)[2]: value for key, value in figures.items()}
        heap = (f["heap-after"] - f["heap-before"]) / 1024
        rss = (f["rss-after"] - f["rss-before"]) / 1024
        second_half = (f["rss-after"] - f["rss-halfway"]) / 1024
        none, many = (leaked_bytes(options.bench, cycles, env, work) / 1024 / 1024 for cycles in (0, options.cycles))
        print(f"| {label} | {heap:.2f} | {rss:.2f} | {second_half:.2f} | {none:.2f} | {many:.2f} | "
              f"{many - none:+.2f} |")


if __name__ == "__main__":
    main()
