"""Where start-up's CPU time goes, Tactile beside the C baseline: `perf record` (the
task clock, user and kernel) over several start-ups of each to the first painted frame,
taken in turns, each sample charged to the library it fell in, the libraries grouped
(the dynamic linker, the kernel, libc, the Swift runtime, Foundation, GLib, GTK, drawing
and text, images, SQLite, the program). Prints the milliseconds per start-up of each
group and the difference. Standard library and perf only; run under an X server.

    python3 bench/profile_startup.py --tactile .build/release/tactile --c discover-c \\
        --data data --sources Sources --runs 6
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import add_first_frame_arguments, first_frame_programs  # noqa: E402

# Every sample is one period of the task clock, in nanoseconds of CPU.
PERIOD_NS = 200_000

GROUPS = [
    ("dynamic linker", r"^ld-linux"),
    ("kernel (page faults, mmap, reads)", r"^\[kernel|^\[unknown\]"),
    ("libc and libm", r"^libc\.so|^libm\.so|^libpthread"),
    ("Swift runtime and standard library", r"^libswift|^libdispatch|^libBlocksRuntime"),
    ("Foundation and ICU", r"Foundation|ICU|^libstdc\+\+"),
    ("GLib, GObject, GIO", r"^libglib|^libgobject|^libgio|^libgmodule"),
    ("GTK and GDK", r"^libgtk|^libgdk-|^libgraphene|^libepoxy|^libX|^libxkb|^libwayland"),
    ("drawing and text (cairo, pixman, pango, harfbuzz, fonts)",
     r"^libcairo|^libpixman|^libpango|^libharfbuzz|^libfontconfig|^libfreetype|^libfribidi|^libthai|^libexpat"),
    ("images (gdk-pixbuf, PNG, JPEG, SVG)", r"pixbuf|^libpng|^libjpeg|^librsvg|^libtiff|^libwebp|^libxml"),
    ("GL (Mesa, llvmpipe)", r"^libGL|^libEGL|^libgallium|^libLLVM|^libglapi|dri\.so|^libdrm"),
    ("SQLite", r"^libsqlite"),
    ("the program itself", r"^tactile$|^discover-c$"),
]


def group_of(dso):
    name = os.path.basename(dso)
    for label, pattern in GROUPS:
        if re.search(pattern, name):
            return label
    return "other libraries"


def profile(command, env, data_file):
    subprocess.run(["perf", "record", "-q", "-e", "task-clock", "-c", str(PERIOD_NS), "-o", data_file, "--"] + command,
                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    report = subprocess.run(["perf", "report", "-i", data_file, "--stdio", "--sort", "dso", "-F", "sample,dso",
                             "--percent-limit", "0"], capture_output=True, text=True, check=True).stdout
    milliseconds = collections.Counter()
    for line in report.splitlines():
        parts = line.split(None, 1)
        if len(parts) == 2 and parts[0].isdigit():
            milliseconds[group_of(parts[1].strip())] += int(parts[0]) * PERIOD_NS / 1e6
    return milliseconds


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_first_frame_arguments(parser)
    parser.add_argument("--runs", type=int, default=6)
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="tactile-profile-")
    programs = first_frame_programs(options, work)
    totals = {name: collections.Counter() for name in programs}
    for run in range(options.runs):
        for name, (command, program_env) in programs.items():
            totals[name].update(profile(command, program_env, os.path.join(work, f"{name}-{run}.data")))

    print(f"CPU per start-up to the first painted frame by where it runs, {options.renderer}, perf's task "
          f"clock over {options.runs} start-ups of each, taken in turns (ms, mean)\n")
    print("| where | Tactile | C | difference |")
    print("|---|---|---|---|")
    labels = sorted(set(totals["Tactile"]) | set(totals["C"]),
                    key=lambda label: -(totals["Tactile"][label] - totals["C"][label]))
    for label in labels + ["total"]:
        tactile_ms, c_ms = ((sum(totals[n].values()) if label == "total" else totals[n][label]) / options.runs
                            for n in ("Tactile", "C"))
        print(f"| {label} | {tactile_ms:.1f} | {c_ms:.1f} | {tactile_ms - c_ms:+.1f} |")


if __name__ == "__main__":
    main()
