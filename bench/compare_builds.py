"""Start-up of several builds of tactile side by side, beside the C baseline: first
painted frame on the clock and in CPU, peak RSS, and each binary's size with the
Swift libraries it loads. Runs are taken in turns (one of each build, then again),
so a change in the machine's load falls on all of them alike. It answers "what did
this change buy", against the commit before it; standard library only.

    python3 bench/compare_builds.py --c discover-c --data data --sources Sources \\
        --runs 9 before=/tmp/tactile-old after=.build/release/tactile

Run it under an X server of its own (DISPLAY set), as meson-helpers/bench does.
"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import Program, baseline_setup, comparison_env, median, spread, startup, tactile_builds  # noqa: E402


def loaded_libraries(binary):
    """The Foundation, ICU and C++ libraries the dynamic linker loads for `binary`: (name, path)."""
    listing = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    found = [line.split()[0:3:2] for line in listing.splitlines() if "=>" in line]
    return [(name, path) for name, path in found if "Foundation" in name or "ICU" in name or "stdc++" in name]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--c", required=True, help="the C baseline executable")
    parser.add_argument("--data", required=True, help="the data folder with profiles.json and avatars")
    parser.add_argument("--sources", required=True, help="the Sources folder, for the shared style")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--renderer", default="cairo")
    parser.add_argument("builds", nargs="+", help="label=path of a tactile binary")
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="tactile-compare-")
    baseline_arguments = baseline_setup(work, options.sources, options.data)

    programs, binaries = tactile_builds(options.builds, work)
    programs.append(Program("C", [options.c] + baseline_arguments, "BENCH_REPORT"))
    env = comparison_env(options.renderer, options.data)
    samples = startup(programs, lambda program: env, options.runs)

    c_cpu, c_rss = median(samples["C"][2]), median(samples["C"][1])
    print(f"Start-up to the first painted frame, {options.renderer}, {options.runs} runs each in turns; "
          "median (min–max)\n")
    print("| program | ms | CPU ms | CPU ÷ C | peak RSS MB | RSS − C, MB | binary MB | Foundation, ICU, C++ libraries loaded | their size MB |")
    print("|---|---|---|---|---|---|---|---|---|")
    for program in programs:
        times, rss, cpu = samples[program.name]
        path = binaries.get(program.name, options.c)
        size = os.path.getsize(path) / 1e6
        libraries = loaded_libraries(path)
        names = ", ".join(name for name, _ in libraries) or "none"
        library_size = sum(os.path.getsize(library) for _, library in libraries) / 1e6
        print(f"| {program.name} | {spread(times)} | {spread(cpu)} | {median(cpu) / c_cpu:.2f} | {spread(rss)} | "
              f"{median(rss) - c_rss:.1f} | {size:.1f} | {names} | {library_size:.1f} |")


if __name__ == "__main__":
    main()
