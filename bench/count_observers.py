"""The observer layer's work counted, not timed: the instructions one model change costs
when 10 and when 1,000 label bindings read the changed property (TactileBench
observers-reading, a shown window, the flush on the main loop's idle), under valgrind's
callgrind. Each size runs twice, with N and 2N changes, and the difference is divided by
the extra changes, so the set-up cancels out. Three figures a binding re-run: the whole
process, the scheduler's flush (Observation's tracking, the hop, the label's new text),
and GTK's `gtk_label_set_text` inside it. Proportional work gives the same figure at both
sizes; the benchmark's clock then shows what memory adds. Standard library and valgrind only;
run under an X server.

    python3 bench/count_observers.py --bench .build/release/TactileBench
"""
import argparse
import os
import re
import subprocess
import tempfile

# The functions whose inclusive cost is read, as callgrind_annotate names them.
FUNCTIONS = {
    "flush": r"\$s7Tactile16BindingSchedulerC5flushyyF \[",
    "gtk_label_set_text": r"\?\?\?:gtk_label_set_text \[",
}
# (labels, fewer changes): each runs with these and twice as many changes.
SIZES = [(10, 200), (1000, 10)]


def counted(bench, labels, changes, out_file):
    """{"process": total, name: inclusive instructions} for one run of the bench under callgrind."""
    env = dict(os.environ, GTK_A11Y="none", GSK_RENDERER="cairo", DBUS_SESSION_BUS_ADDRESS="disabled:")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}", "--",
                    bench, "observers-reading", "--labels", str(labels), "--iterations", str(changes)],
                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    listing = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out_file],
                             capture_output=True, text=True, check=True).stdout
    figures = {"process": int(re.search(r"^summary: (\d+)", open(out_file).read(), re.M).group(1))}
    for name, pattern in FUNCTIONS.items():
        lines = [line for line in listing.splitlines() if re.search(pattern, line)]
        figures[name] = int(lines[0].split()[0].replace(",", "")) if lines else 0
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench", required=True, help="the TactileBench executable")
    options = parser.parse_args()
    work = tempfile.mkdtemp(prefix="tactile-count-observers-")

    print("Instructions a binding re-run costs when a change wakes N label bindings "
          "(callgrind; the difference between N and 2N changes, divided by the extra re-runs)\n")
    print("| bindings reading the change | whole process | scheduler's flush | of it, gtk_label_set_text |")
    print("|---|---|---|---|")
    per_rerun = {}
    for labels, changes in SIZES:
        fewer = counted(options.bench, labels, changes, os.path.join(work, f"{labels}-{changes}.callgrind"))
        more = counted(options.bench, labels, 2 * changes, os.path.join(work, f"{labels}-{2 * changes}.callgrind"))
        # changeCost runs a tenth more changes to warm up.
        extra_reruns = labels * (2 * changes - changes) * 1.1
        per_rerun[labels] = {name: (more[name] - fewer[name]) / extra_reruns for name in fewer}
        figures = per_rerun[labels]
        print(f"| {labels:,} | {figures['process']:,.0f} | {figures['flush']:,.0f} | {figures['gtk_label_set_text']:,.0f} |")
    (few, _), (many, _) = SIZES
    print(f"\nA re-run with {many:,} bindings ÷ with {few}: whole process "
          f"{per_rerun[many]['process'] / per_rerun[few]['process']:.2f}, flush "
          f"{per_rerun[many]['flush'] / per_rerun[few]['flush']:.2f}")


if __name__ == "__main__":
    main()
