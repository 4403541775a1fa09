"""Start-up's work counted, not timed: the instructions Tactile and the C baseline run to
their first painted frame (valgrind's callgrind, every thread, user space), charged to the
library each ran in and grouped as bench/profile_startup.py groups them, and the page faults
each start-up takes (the kernel's share, from the process's own accounting). On shared cores
the clock and even the CPU time of one start-up move by 10 % from run to run; these counts
repeat to within 0.5 %, so the median of a few runs in turns is kept and a change of 1 % shows.
(A GtkApplication with a resource base path counts 4 % more in some start-ups than in
others: GTK reads the icon theme a second time when its first read, in the background,
ends before the application adds its icon path. Tactile and both baselines set none.)
Standard library and valgrind only; run under an X server.

    python3 bench/count_startup.py --tactile .build/release/tactile --c discover-c \\
        --data data --sources Sources
"""
import argparse
import collections
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import add_first_frame_arguments, first_frame_programs  # noqa: E402
from profile_startup import group_of  # noqa: E402

def instructions_by_library(command, env, out_file):
    """{library file name: instructions run in it} for one start-up under callgrind."""
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}", "--"] + command,
                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return self_cost_by_object(out_file)


def self_cost_by_object(path):
    """Sums callgrind's cost lines by the object (`ob=`) they ran in. Names are compressed
    (`ob=(3) /path` or `cob=(3) /path` once, then `(3)` alone); the line after `calls=` is a call's inclusive
    cost, already counted where the callee ran, and is skipped."""
    names, counts = {}, collections.Counter()
    current, skip_next = "?", False
    with open(path) as data:
        for line in data:
            if skip_next:
                skip_next = False
            elif line.startswith(("ob=", "cob=")):
                match = re.match(r"c?ob=(?:\((\d+)\))?\s*(.*)", line.rstrip("\n"))
                key, name = match.group(1), match.group(2)
                if name:
                    names[key] = name
                if line.startswith("ob="):
                    current = os.path.basename(names.get(key, name or "?"))
            elif line.startswith("calls="):
                skip_next = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                counts[current] += int(line.split()[-1])
    return counts


def minor_faults(command, env):
    """Page faults of one start-up (all minor once the files are cached), from wait4's rusage."""
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{command[0]} exited with {process.returncode}")
    return usage.ru_minflt + usage.ru_majflt


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_first_frame_arguments(parser, "the GSK renderer (GL runs llvmpipe's compiler under valgrind: slow)")
    parser.add_argument("--runs", type=int, default=3, help="start-ups of each under callgrind, in turns")
    parser.add_argument("--fault-runs", type=int, default=5)
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="tactile-count-")
    programs = first_frame_programs(options, work)
    # Counted again in turns, the median run kept: a start-up whose threads meet in another
    # order can run a few per cent more.
    runs = {name: [] for name in programs}
    for run in range(options.runs):
        for name, (command, env) in programs.items():
            runs[name].append(instructions_by_library(command, env, os.path.join(work, f"{name}-{run}.callgrind")))
    by_library = {name: sorted(counted, key=lambda counts: sum(counts.values()))[len(counted) // 2]
                  for name, counted in runs.items()}
    spreads = {name: ", ".join(f"{sum(counts.values()) / 1e6:.1f}" for counts in counted)
               for name, counted in runs.items()}
    faults = {name: statistics.median(minor_faults(command, env) for _ in range(options.fault_runs))
              for name, (command, env) in programs.items()}

    groups = {name: collections.Counter() for name in programs}
    for name, counts in by_library.items():
        for library, count in counts.items():
            groups[name][group_of(library)] += count
    tactile, c = groups["Tactile"], groups["C"]
    print(f"Instructions to the first painted frame, {options.renderer}, the median of {options.runs} start-ups "
          "of each under callgrind, taken in turns (user space, every thread), millions\n")
    print("| where | Tactile | C | difference |")
    print("|---|---|---|---|")
    for label in sorted(set(tactile) | set(c), key=lambda label: -(tactile[label] - c[label])):
        print(f"| {label} | {tactile[label] / 1e6:.1f} | {c[label] / 1e6:.1f} | {(tactile[label] - c[label]) / 1e6:+.1f} |")
    total_tactile, total_c = sum(tactile.values()), sum(c.values())
    print(f"| total | {total_tactile / 1e6:.1f} | {total_c / 1e6:.1f} | {(total_tactile - total_c) / 1e6:+.1f} |")
    print(f"\nInstructions, Tactile ÷ C: {total_tactile / total_c:.3f} (each run, millions: Tactile {spreads['Tactile']}; "
          f"C {spreads['C']})")
    print(f"Page faults to the first frame (median of {options.fault_runs}): Tactile {faults['Tactile']:.0f}, "
          f"C {faults['C']:.0f}, difference {faults['Tactile'] - faults['C']:+.0f} "
          f"({(faults['Tactile'] - faults['C']) * 4 / 1024:+.1f} MB of 4 kB pages)")


if __name__ == "__main__":
    main()
