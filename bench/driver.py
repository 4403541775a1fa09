"""Runs Tactile and its two baselines through the same work and prints the
figures, their ratios and the issue's goals beside them (figures, never
verdicts). Called by meson-helpers/bench, which builds everything and starts
an X server; standard library only.

Every program reports the same lines: `first-frame <µs>` after its first
painted frame, or `frame <frame time µs> <busy µs>` after each frame (the
frame clock's before-paint to after-paint), on the monotonic clock that
Python's time.monotonic reads too.
"""
import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime, timezone

GOALS = {
    "startup": "Tactile ≤ 1.15 × C, and below Python",
    "drag": "Tactile ≥ 55 fps, busy p95 ≤ 16 ms, in the default window and at 1280 × 800",
    "scale": "100,000 profiles ≤ 1.1 × 100 profiles, RSS within 10 MB",
    "observers": "1,000 unrelated bindings ≤ 1.5 × 10; 1,000 reading bindings ≤ 100 × 10",
    "soak": "wrappers back to the start, RSS growth < 2 MB",
}


def now_us():
    return time.monotonic_ns() // 1000


class Program:
    """One of the three programs, and how to start it on the Discover page."""

    def __init__(self, name, command, report_variable):
        self.name, self.command, self.report_variable = name, command, report_variable

    def start(self, report, env):
        env = dict(env, **{self.report_variable: report})
        return subprocess.Popen(self.command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def wait_with_rusage(process):
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return usage


def startup_once(program, env):
    """Milliseconds from spawning to the first painted frame, peak RSS in MB, and the CPU
    milliseconds the process used (it exits right after that frame): unlike the clock, CPU
    time leaves out waiting for a core, so it holds steadier on a busy machine."""
    started = now_us()
    process = program.start("first-frame", env)
    first_frame = None
    for line in process.stdout:
        if line.startswith("first-frame "):
            first_frame = int(line.split()[1])
    usage = wait_with_rusage(process)
    if first_frame is None:
        raise RuntimeError(f"{program.name} painted no frame (exit status {process.returncode})")
    return (first_frame - started) / 1000, usage.ru_maxrss / 1024, (usage.ru_utime + usage.ru_stime) * 1000


def startup(programs, env_for, runs, warm_up=True):
    """Start-up samples of each program, taken in turns (one of each, then again), so a
    change in the machine's load falls on all of them alike: {name: (ms, rss, cpu ms)}."""
    if warm_up:
        for program in programs:
            startup_once(program, env_for(program))  # file cache and first-run work out of the way
    samples = {program.name: [] for program in programs}
    for _ in range(runs):
        for program in programs:
            samples[program.name].append(startup_once(program, env_for(program)))
    return {name: tuple([sample[index] for sample in taken] for index in range(3)) for name, taken in samples.items()}


def tactile_builds(builds, work, page="discover"):
    """Programs for `label=path` builds of tactile, each on `page` with a data folder of its own
    under `work`, and {label: path}: what the compare_* scripts measure in turns."""
    programs, binaries = [], {}
    for build in builds:
        label, _, path = build.partition("=")
        binaries[label] = path
        programs.append(Program(label, [path, "--page", page, "--data-dir", os.path.join(work, label)],
                                "TACTILE_BENCH_REPORT"))
    return programs, binaries


def comparison_env(renderer, data):
    """The environment the compare_* scripts run builds in: no session bus, accessibility or
    saved settings, `renderer`, and the shipped data of `data`."""
    return dict(os.environ, DBUS_SESSION_BUS_ADDRESS="disabled:", GTK_A11Y="none", GSETTINGS_BACKEND="memory",
                GSK_RENDERER=renderer, TACTILE_SHIPPED_DATA=os.path.abspath(data))


def add_first_frame_arguments(parser, renderer_help="the GSK renderer"):
    """The options first_frame_programs reads, for the start-up profiles' command lines."""
    parser.add_argument("--tactile", required=True)
    parser.add_argument("--c", required=True, help="the C baseline executable")
    parser.add_argument("--data", required=True, help="the data folder with profiles.json and avatars")
    parser.add_argument("--sources", required=True, help="the Sources folder, for the shared style")
    parser.add_argument("--renderer", default="cairo", help=renderer_help)


def first_frame_programs(options, work):
    """Tactile and the C baseline as the start-up profiles run them to their first painted
    frame and exit: {name: (command, env)}, from options.tactile, .c, .data, .sources and
    .renderer. Each is started once here, so that the catalogue's import and the system's
    caches are out of what is measured."""
    baseline_arguments = baseline_setup(work, options.sources, options.data)
    env = comparison_env(options.renderer, options.data)
    programs = {
        "Tactile": ([os.path.abspath(options.tactile), "--page", "discover", "--data-dir", os.path.join(work, "data")],
                    dict(env, TACTILE_BENCH_REPORT="first-frame")),
        "C": ([os.path.abspath(options.c)] + baseline_arguments, dict(env, BENCH_REPORT="first-frame")),
    }
    for command, program_env in programs.values():
        subprocess.run(command, env=program_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return programs


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# The window sizes the drag runs at: the default one, and a laptop's 1280 × 800.
DRAG_WINDOWS = [(420, 760), (1280, 800)]


def drag_path(seconds, step, window=DRAG_WINDOWS[0]):
    """xdotool commands: press on the top card, sway it left and right, release where it started.
    With no window manager the window sits at 0,0 and the card is centred across it."""
    x0, y0 = window[0] // 2, 330
    commands = ["mousemove", str(x0), str(y0), "mousedown", "1"]
    t = 0.0
    while t < seconds:
        t += step
        x = x0 + 150 * math.sin(2 * math.pi * t / 2.5)
        y = y0 + 30 * math.sin(2 * math.pi * t / 1.25)
        commands += ["mousemove", str(round(x)), str(round(y)), "sleep", str(step)]
    return commands + ["mousemove", str(x0), str(y0), "mouseup", "1"]


def start_with_frames(program, env):
    """Starts `program` reporting its frames; returns the process, the list its frames are
    appended to as (frame time µs, busy µs, busy CPU µs), and the thread that reads them,
    once the first frame is in."""
    process = program.start("frames", env)
    frames = []
    ready = threading.Event()

    def read():
        for line in process.stdout:
            parts = line.split()
            if parts and parts[0] == "frame":
                frames.append((int(parts[1]), int(parts[2]), int(parts[3])))
                ready.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    if not ready.wait(30):
        process.kill()
        raise RuntimeError(f"{program.name} painted no frame")
    return process, frames, reader


def drag_once(program, env, seconds, window=DRAG_WINDOWS[0]):
    """Per-frame busy times (ms, on the clock and in main-thread CPU) during a scripted drag,
    frames per second, and the process's CPU ms per frame."""
    process, frames, reader = start_with_frames(program, env)
    time.sleep(1.0)  # start-up work and the first frames out of the way
    cpu_before, started = cpu_seconds(process.pid), now_us()
    subprocess.run(["xdotool"] + drag_path(seconds, 0.008, window), env=env, check=True)
    ended, cpu_after = now_us(), cpu_seconds(process.pid)
    process.terminate()
    process.wait()
    reader.join(2)
    during = [(busy / 1000, busy_cpu / 1000) for frame_time, busy, busy_cpu in frames if started <= frame_time <= ended]
    if not during:
        raise RuntimeError(f"{program.name} drew no frame during the drag")
    return ([busy for busy, _ in during], [busy_cpu for _, busy_cpu in during],
            len(during) / ((ended - started) / 1e6), (cpu_after - cpu_before) * 1000 / len(during))


def slide_once(program, env, steps, times, pause):
    """Frames while xdotool's `steps` (taken in turn: F9 for the drawer; a click on a button,
    then Escape, for a popup) make something slide, `times` times with
    `pause` seconds between presses, more than a slide takes: per frame the busy ms on the clock
    and in CPU, and per slide its frame rate (its frames over the span from its first to its last)."""
    process, frames, reader = start_with_frames(program, env)
    time.sleep(1.5)  # start-up work and the idle redraws after it out of the way
    presses = []
    for _ in range(times):
        step = steps[len(presses) % len(steps)]
        presses.append(now_us())
        subprocess.run(["xdotool"] + step, env=env, check=True)
        time.sleep(pause)
    started, ended = presses[0], now_us()
    process.terminate()
    process.wait()
    reader.join(2)
    during = [frame for frame in frames if started <= frame[0] <= ended]
    # One slide a press: the frames from it to the next press (the clock stops once it ends).
    bounds = presses + [ended]
    bursts = [[f for f in during if bounds[i] <= f[0] < bounds[i + 1]] for i in range(len(presses))]
    rates = [(len(b) - 1) / ((b[-1][0] - b[0][0]) / 1e6) for b in bursts if len(b) >= 3 and b[-1][0] > b[0][0]]
    if not rates:
        raise RuntimeError(f"{program.name} drew no slide")
    return [f[1] / 1000 for f in during], [f[2] / 1000 for f in during], statistics.median(rates)


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def drag(programs, env_for, runs, seconds, window=DRAG_WINDOWS[0]):
    """Drag figures of each program, runs taken in turns: {name: {figure: [one per run]}}."""
    size = f"{window[0]}x{window[1]}"
    results = {program.name: [] for program in programs}
    for _ in range(runs):
        for program in programs:
            env = dict(env_for(program), TACTILE_BENCH_WINDOW=size, BENCH_WINDOW=size)
            results[program.name].append(drag_once(program, env, seconds, window))
    return {name: {
        "p50": [percentile(r[0], 0.5) for r in taken],
        "p95": [percentile(r[0], 0.95) for r in taken],
        "cpu p50": [percentile(r[1], 0.5) for r in taken],
        "cpu p95": [percentile(r[1], 0.95) for r in taken],
        "fps": [r[2] for r in taken],
        "cpu": [r[3] for r in taken],
    } for name, taken in results.items()}


def write_shared_look(folder, sources):
    """discover.css and icons/*.svg for the baselines, taken from Tactile's own
    source so that all three programs draw the same thing."""
    style = open(os.path.join(sources, "Tactile/CardStack/CardStackStyle.swift")).read()
    match = re.search(r'static let css = """\n(.*?)\n\s*"""', style, re.S)
    # The demo's own parts of the look: its top bar, and its decisions' stamp colours.
    top_bar = re.search(r'StyleSheet\("""\n(.*?)\n\s*"""', open(os.path.join(sources, "TactileDemo/DiscoverTopBar.swift")).read(), re.S)
    stamp_colours = re.findall(r'\.(\w+), stamp: .*?\n\s*color: SRGBColor\(hex: "(#[0-9a-fA-F]{6})"\)',
                               open(os.path.join(sources, "TactileDemo/ProfileDecisionStyles.swift")).read())
    # The stack's own icon (undo) and the demo's (its decisions and top bar).
    icons = "".join(open(os.path.join(sources, path)).read()
                    for path in ("Tactile/CardStack/CardStackIcon.swift", "TactileDemo/DemoIcon.swift"))
    bodies = re.findall(r'case \.(\w+):\n\s*body = """\n(.*?)\n\s*"""', icons, re.S)
    if not match or not top_bar or len(stamp_colours) < 3 or len(bodies) < 7:
        raise RuntimeError("the card stack's style or icons are no longer where bench/driver.py looks")
    os.makedirs(os.path.join(folder, "icons"))
    with open(os.path.join(folder, "discover.css"), "w") as file:
        file.write(baseline_css(match.group(1) + "\n" + top_bar.group(1)))
        file.writelines(f".tactile-card-stamp-{name} {{ color: {colour}; }}\n" for name, colour in stamp_colours)
    for name, body in bodies:
        with open(os.path.join(folder, "icons", f"{name}.svg"), "w") as file:
            file.write('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48">'
                       f"{body}</svg>\n")


# Tactile's selectors name its CSS nodes; the baselines build the same tree from GTK's own
# widgets with these classes. Longest selectors first, so "card" does not eat "cardactions".
BASELINE_SELECTORS = [
    ("cardactions button.round.small", ".tactile-round-button.tactile-small"),
    ("cardactions button.round", ".tactile-round-button"),
    ("cardactions", ".tactile-card-actions"),
    ("cardtopbar > button", ".tactile-top-bar-button"),
    ("cardtopbar", ".tactile-top-bar"),
    ("picturecard label.title, picturecard label.badge", ".tactile-card-title"),
    ("picturecard label.subtitle", ".tactile-card-hobby"),
    ("picturecard > gradient", ".tactile-card > .tactile-card-scrim"),
    ("picturecard > .info", ".tactile-card > .tactile-card-info"),
    ("stamps > label.stamp", ".tactile-card-stamp"),
    ("card:focus-visible", ".tactile-card:focus-visible"),
    ("card", ".tactile-card"),
]


def baseline_css(css):
    """Tactile's card stack style with its selectors turned into the baselines' classes; a
    selector the baselines do not have (the placeholder, the empty state) stays and matches
    nothing. Raises when a selector the baselines need is gone, so they never run unstyled."""
    for selector, replacement in BASELINE_SELECTORS:
        pattern = r"(?<![\w.-])" + re.escape(selector) + r"(?![\w-])"
        css, count = re.subn(pattern, replacement, css)
        if count == 0:
            raise RuntimeError(f"the card stack's style has no '{selector}' for the baselines to take")
    return css


def baseline_setup(work, sources, data):
    """The baselines' command-line arguments: the shared look written into `work`, the
    data folder, and the first three profiles (name, age, hobby, avatar)."""
    shared = os.path.join(work, "shared")
    write_shared_look(shared, sources)
    arguments = [shared, data]
    for profile in json.load(open(os.path.join(data, "profiles.json")))[:3]:
        arguments += [profile["name"], str(profile["age"]), profile["hobby"], profile["avatar"]]
    return arguments


def write_catalogue(folder, count, source_data):
    """A shipped-data folder with `count` profiles built from the real ones, avatars shared."""
    real = json.load(open(os.path.join(source_data, "profiles.json")))
    profiles = []
    for index in range(count):
        model = real[index % len(real)]
        profiles.append(dict(model, id=f"g{index:06d}"))
    with open(os.path.join(folder, "profiles.json"), "w") as file:
        json.dump(profiles, file, ensure_ascii=False)
    for part in ("avatars", "icons"):
        os.symlink(os.path.join(source_data, part), os.path.join(folder, part))


def run_bench_executable(bench, arguments, env):
    output = subprocess.run([bench] + arguments, env=env, capture_output=True, text=True, timeout=1800)
    if output.returncode != 0:
        raise RuntimeError(f"TactileBench {' '.join(arguments)} failed:\n{output.stderr[-2000:]}")
    figures = {}
    for line in output.stdout.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[0] == "result":
            figures[parts[1]] = float(parts[2])
    return figures


def spread(values, digits=1):
    """Median, with the range of the runs."""
    if len(values) == 1:
        return f"{values[0]:.{digits}f}"
    return f"{statistics.median(values):.{digits}f} ({min(values):.{digits}f}–{max(values):.{digits}f})"


def median(values):
    return statistics.median(values)


class Report:
    def __init__(self):
        self.sections, self.ratios, self.passed = [], [], []

    def table(self, title, header, rows):
        lines = [f"### {title}", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
        self.sections.append("\n".join(lines))

    def ratio(self, label, value, goal, lower_is_better=True):
        met = value <= goal if lower_is_better else value >= goal
        self.ratios.append((label, value, goal, met, lower_is_better))

    def markdown(self, machine):
        lines = [f"Measured {machine}.", ""]
        lines += ["### Ratios against the goals", "", "| figure | measured | goal | met |", "|---|---|---|---|"]
        for label, value, goal, met, lower in self.ratios:
            lines.append(f"| {label} | {value:.2f} | {'≤' if lower else '≥'} {goal:g} | {'yes' if met else 'no'} |")
        return "\n\n".join(["\n".join(lines)] + self.sections) + "\n"

    def chart_svg(self):
        """Each ratio as a bar, its goal as a line; the scale is the goal's, so 1.0 is on target."""
        width, row = 820, 34
        height = 50 + row * len(self.ratios)
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
                 f'font-family="sans-serif" font-size="13">',
                 f'<rect width="{width}" height="{height}" fill="white"/>',
                 '<text x="10" y="22" font-size="15" font-weight="bold">Measured ÷ goal '
                 '(lower is better; the line is the goal)</text>']
        left, scale = 330, 260
        for index, (label, value, goal, met, lower) in enumerate(self.ratios):
            y = 40 + index * row
            if goal == 0:  # a count that should stay at zero: full width when it does not
                share = 0.02 if value <= 0 else 1.6
            else:
                share = value / goal if lower else (goal / value if value else 1.6)
            bar = min(max(share, 0), 1.6) * scale  # a shrinking figure draws no bar
            colour = "#2e9d57" if met else "#d64545"
            parts.append(f'<text x="10" y="{y + 17}">{label}</text>')
            parts.append(f'<rect x="{left}" y="{y + 4}" width="{bar:.1f}" height="20" fill="{colour}"/>')
            parts.append(f'<text x="{left + bar + 6:.1f}" y="{y + 19}">{value:.2f}</text>')
        parts.append(f'<line x1="{left + scale}" y1="34" x2="{left + scale}" y2="{height - 6}" '
                     'stroke="black" stroke-dasharray="4 3"/>')
        parts.append("</svg>")
        return "\n".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tactile", required=True)
    parser.add_argument("--bench", required=True, help="the TactileBench executable")
    parser.add_argument("--c", required=True, help="the C baseline executable")
    parser.add_argument("--python", required=True, help="the Python baseline script")
    parser.add_argument("--sources", required=True, help="the Sources folder, for the card stack's style and icons")
    parser.add_argument("--data", required=True, help="the data folder with profiles.json and avatars")
    parser.add_argument("--out", required=True)
    parser.add_argument("--quick", action="store_true", help="few iterations, so the benchmarks cannot rot")
    parser.add_argument("--machine", default="")
    parser.add_argument("--only", default="", help="comma-separated benchmarks to run (startup, drag, slides, scale, "
                        "observers, soak); all when empty")
    options = parser.parse_args()
    quick = options.quick
    runs = 1 if quick else 7
    drag_runs, drag_seconds = (1, 1.0) if quick else (3, 5.0)
    # Quick mode (the test suite's) drags in the default window only and takes fewer slides.
    drag_windows = DRAG_WINDOWS[:1] if quick else DRAG_WINDOWS
    scale_sizes = [100, 2_000] if quick else [100, 10_000, 100_000]
    soak_cycles = 200 if quick else 10_000
    observer_changes = 1_000 if quick else 20_000

    base_env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS="disabled:", GTK_A11Y="none", GSETTINGS_BACKEND="memory")
    report = Report()
    work = tempfile.mkdtemp(prefix="tactile-bench-")
    baseline_arguments = baseline_setup(work, options.sources, options.data)

    def tactile(data_dir, shipped=None):
        program = Program("Tactile", [options.tactile, "--page", "discover", "--data-dir", data_dir],
                          "TACTILE_BENCH_REPORT")
        program.shipped = shipped
        return program

    def env_for(renderer, program=None):
        env = dict(base_env, GSK_RENDERER=renderer)
        if program is not None and getattr(program, "shipped", None):
            env["TACTILE_SHIPPED_DATA"] = program.shipped
        return env

    programs = [
        tactile(os.path.join(work, "data-default")),
        Program("C", [options.c] + baseline_arguments, "BENCH_REPORT"),
        Program("Python", ["/usr/bin/python3", options.python] + baseline_arguments, "BENCH_REPORT"),
    ]

    def timed(name, body):
        started = time.monotonic()
        try:
            body()
            report.passed.append((name, time.monotonic() - started, None))
        except Exception as error:  # one broken benchmark must not hide the others' figures
            report.passed.append((name, time.monotonic() - started, str(error)))
            print(f"bench {name}: {error}", file=sys.stderr)

    # Start-up and peak RSS, cairo and GL.
    def measure_startup():
        rows, figures = [], {}
        for renderer in ("cairo", "gl"):
            samples = startup(programs, lambda program: env_for(renderer, program), runs, warm_up=not quick)
            for program in programs:
                times, rss, cpu = samples[program.name]
                figures[(program.name, renderer)] = (median(times), median(rss), median(cpu))
                rows.append([program.name, renderer, spread(times), spread(cpu), spread(rss)])
        report.table(f"Start-up to first painted frame ({runs} runs each, taken in turns; median (min–max))",
                     ["program", "renderer", "ms", "CPU ms", "peak RSS MB"], rows)
        for renderer in ("cairo", "gl"):
            for index, what in ((0, "start-up"), (2, "start-up CPU")):
                tactile_ms, c_ms, python_ms = (figures[(n, renderer)][index] for n in ("Tactile", "C", "Python"))
                report.ratio(f"{what} Tactile ÷ C ({renderer})", tactile_ms / c_ms, 1.15)
                report.ratio(f"{what} Tactile ÷ Python ({renderer})", tactile_ms / python_ms, 1.0)

    # Drag frames: Tactile against C, in the default window and at 1280 × 800.
    def measure_drag():
        rows, figures = [], {}
        for window in drag_windows:
            size = f"{window[0]} × {window[1]}"
            for renderer in ("cairo", "gl"):
                results = drag(programs[:2], lambda program: env_for(renderer, program), drag_runs, drag_seconds, window)
                for program in programs[:2]:
                    result = results[program.name]
                    figures[(program.name, renderer, size)] = {key: median(values) for key, values in result.items()}
                    rows.append([program.name, renderer, size, spread(result["p50"], 2), spread(result["p95"], 2),
                                 spread(result["cpu p50"], 2), spread(result["cpu p95"], 2),
                                 spread(result["fps"]), spread(result["cpu"], 2)])
        report.table(f"Drag frames ({drag_runs} × {drag_seconds:g} s drag of the top card, taken in turns; "
                     "busy = before-paint to after-paint, on the clock and in main-thread CPU)",
                     ["program", "renderer", "window", "busy p50 ms", "busy p95 ms", "busy CPU p50 ms",
                      "busy CPU p95 ms", "fps", "process CPU ms per frame"], rows)
        for window in drag_windows:
            size = f"{window[0]} × {window[1]}"
            for renderer in ("cairo", "gl"):
                tactile, c = figures[("Tactile", renderer, size)], figures[("C", renderer, size)]
                report.ratio(f"drag p95 Tactile ÷ C ({renderer}, {size})", tactile["p95"] / c["p95"], 1.3)
                report.ratio(f"drag CPU p95 Tactile ÷ C ({renderer}, {size})", tactile["cpu p95"] / c["cpu p95"], 1.3)
                report.ratio(f"drag fps Tactile ({renderer}, {size})", tactile["fps"], 55, lower_is_better=False)
                report.ratio(f"drag busy p95 Tactile, ms ({renderer}, {size})", tactile["p95"], 16)

    # The drawer's slide (F9) over the Discover page, and the tutorial popup's slide on the
    # Popups page (a click on its button at the top of the page, then Escape). Tactile alone:
    # the baselines have neither.
    def measure_slides():
        rows = []
        popups_page = Program("Tactile", [options.tactile, "--page", "popups", "--data-dir",
                                          os.path.join(work, "data-default")], "TACTILE_BENCH_REPORT")
        slides = [
            ("drawer", programs[0], [["key", "F9"]]),
            ("popup", popups_page, [["mousemove", "200", "135", "click", "1"], ["key", "Escape"]]),
        ]
        for slide, program, steps in slides:
            for renderer in ("cairo", "gl"):
                taken = [slide_once(program, env_for(renderer, program), steps, 2 if quick else 10, 0.8)
                         for _ in range(drag_runs)]
                p50s = [percentile(t[0], 0.5) for t in taken]
                p95s = [percentile(t[0], 0.95) for t in taken]
                cpu95s = [percentile(t[1], 0.95) for t in taken]
                fps = [t[2] for t in taken]
                rows.append([slide, renderer, spread(p50s, 2), spread(p95s, 2), spread(cpu95s, 2), spread(fps)])
                report.ratio(f"{slide} slide fps Tactile ({renderer})", median(fps), 55, lower_is_better=False)
                report.ratio(f"{slide} slide busy p95 Tactile, ms ({renderer})", median(p95s), 16)
        report.table(f"Slides (Tactile, default window; {drag_runs} runs of 10 slides: the drawer opening and "
                     "closing with F9, the tutorial popup shown by a click and closed with Escape; "
                     "fps = median over the slides of each one's frames ÷ its span)",
                     ["slide", "renderer", "busy p50 ms", "busy p95 ms", "busy CPU p95 ms", "fps"], rows)

    # Scale: start-up and RSS with more and more profiles in the store.
    def measure_scale():
        rows, figures, imports, scaled = [], {}, {}, []
        for count in scale_sizes:
            shipped = os.path.join(work, f"shipped-{count}")
            os.makedirs(shipped)
            write_catalogue(shipped, count, options.data)
            program = tactile(os.path.join(work, f"data-{count}"), shipped)
            program.name = f"Tactile with {count:,}"
            # The first start imports the catalogue into a new database.
            imports[count] = startup_once(program, env_for("cairo", program))[0]
            scaled.append((count, program))
        samples = startup([program for _, program in scaled], lambda program: env_for("cairo", program), runs,
                          warm_up=False)
        for count, program in scaled:
            times, rss, cpu = samples[program.name]
            figures[count] = (median(times), median(rss), median(cpu))
            rows.append([f"{count:,}", f"{imports[count]:.0f}", spread(times), spread(cpu), spread(rss)])
        report.table(f"Scale (Tactile, cairo; {runs} runs each, taken in turns)",
                     ["profiles", "first start with import, ms", "start-up ms", "start-up CPU ms", "peak RSS MB"], rows)
        small, large = figures[scale_sizes[0]], figures[scale_sizes[-1]]
        report.ratio(f"start-up {scale_sizes[-1]:,} ÷ {scale_sizes[0]} profiles", large[0] / small[0], 1.1)
        report.ratio(f"start-up CPU {scale_sizes[-1]:,} ÷ {scale_sizes[0]} profiles", large[2] / small[2], 1.1)
        report.ratio(f"RSS {scale_sizes[-1]:,} − {scale_sizes[0]} profiles, MB", large[1] - small[1], 10)

    # The observer layer, in process.
    def measure_observers():
        figures = run_bench_executable(options.bench, ["observers", "--iterations", str(observer_changes)],
                                       env_for("cairo"))
        few, many, read_few, read_many, direct, direct_few, direct_many = (
            figures[f"observers.{k}"] for k in ("unrelated.10", "unrelated.1000", "reading.10", "reading.1000",
                                                "direct.1", "direct.10", "direct.1000"))
        report.table(f"Observer layer, labels in a shown window, the flush on the main loop's idle "
                     f"({observer_changes:,} changes, {max(20, observer_changes // 40):,} with 10 or 1,000 labels "
                     "changing; median per change)", ["figure", "bound", "direct call", "bound ÷ direct"], [
            ["1 label reading the change, 10 unrelated bindings alive", f"{few / 1000:.2f} µs",
             f"{direct / 1000:.2f} µs", f"{few / direct:.2f}"],
            ["1 label reading the change, 1,000 unrelated bindings alive", f"{many / 1000:.2f} µs",
             f"{direct / 1000:.2f} µs", f"{many / direct:.2f}"],
            ["10 labels reading the change", f"{read_few / 1000:.2f} µs", f"{direct_few / 1000:.2f} µs",
             f"{read_few / direct_few:.2f}"],
            ["1,000 labels reading the change", f"{read_many / 1000:.2f} µs", f"{direct_many / 1000:.2f} µs",
             f"{read_many / direct_many:.2f}"],
            ["per label, with 1,000", f"{read_many / 1e6:.2f} µs", f"{direct_many / 1e6:.2f} µs", ""],
        ])
        report.table("Observer layer, one main-loop turn", ["figure", "value"], [
            ["flushes for 1,000 changes in one main-loop turn", f"{figures['observers.turn.flushes']:.0f}"],
            ["binding re-runs for those changes", f"{figures['observers.turn.runs']:.0f}"],
        ])
        report.ratio("observer 1,000 ÷ 10 unrelated", many / few, 1.5)
        # Cost in proportion to the bindings that read the change: 100 times the bindings,
        # at most 100 times the time; the direct calls show how much of it GTK's labels take.
        report.ratio("observer 1,000 ÷ 10 reading, ÷ 100", read_many / read_few / 100, 1.0)
        report.ratio("direct 1,000 ÷ 10 labels, ÷ 100", direct_many / direct_few / 100, 1.0)
        report.ratio("flushes per main-loop turn", figures["observers.turn.flushes"], 1)

    # Soak: popups and context menus, many times over.
    def measure_soak():
        rows = []
        for kind in ("popups", "menus"):
            figures = run_bench_executable(options.bench, [f"soak-{kind}", "--iterations", str(soak_cycles)],
                                           env_for("cairo"))
            f = {key.split(".", 2)[2]: value for key, value in figures.items()}
            growth = (f["rss-after"] - f["rss-before"]) / 1024
            # The second half tells a leak (it grows like the first) from pools and caches settling.
            second_half = (f["rss-after"] - f["rss-halfway"]) / 1024
            heap_growth = (f["heap-after"] - f["heap-before"]) / 1024
            rows.append([kind, f"{soak_cycles:,}", f"{f['cycle-time']:.0f}",
                         f"{f['objects-before']:.0f} → {f['objects-after']:.0f}",
                         f"{f['closures-before']:.0f} → {f['closures-after']:.0f}",
                         f"{f['rss-before'] / 1024:.1f} → {f['rss-halfway'] / 1024:.1f} → {f['rss-after'] / 1024:.1f}",
                         f"{f['heap-before'] / 1024:.2f} → {f['heap-halfway'] / 1024:.2f} → {f['heap-after'] / 1024:.2f}"])
            report.ratio(f"soak {kind}: wrappers left over", f["objects-after"] - f["objects-before"], 0)
            report.ratio(f"soak {kind}: RSS growth, MB", growth, 2)
            report.ratio(f"soak {kind}: RSS growth, 2nd half, MB", second_half, 2)
            report.ratio(f"soak {kind}: heap-in-use growth, MB", heap_growth, 2)
        report.table("Soak (present and dismiss; open and close)",
                     ["component", "cycles", "µs per cycle", "live wrappers", "closure boxes",
                      "RSS MB (start → halfway → end)", "heap in use MB (start → halfway → end)"], rows)

    chosen = [name for name in options.only.split(",") if name]
    for name, body in (("startup", measure_startup), ("drag", measure_drag), ("slides", measure_slides),
                       ("scale", measure_scale),
                       ("observers", measure_observers), ("soak", measure_soak)):
        if not chosen or name in chosen:
            timed(name, body)
    shutil.rmtree(work, ignore_errors=True)

    machine = options.machine or f"on {datetime.now(timezone.utc):%Y-%m-%d}"
    markdown = report.markdown(machine + (" (quick mode: few iterations, figures are rough)" if quick else ""))
    os.makedirs(options.out, exist_ok=True)
    with open(os.path.join(options.out, "results.md"), "w") as file:
        file.write(markdown)
    with open(os.path.join(options.out, "ratios.svg"), "w") as file:
        file.write(report.chart_svg())
    if shutil.which("rsvg-convert"):
        subprocess.run(["rsvg-convert", "-o", os.path.join(options.out, "ratios.png"),
                        os.path.join(options.out, "ratios.svg")], check=False)
    print(markdown)
    # One line per benchmark in XCTest's words, so meson-helpers/test counts them:
    # "passed" means it ran and printed its figures, whatever they are.
    for name, seconds, error in report.passed:
        print(f"Test Case 'bench.{name}' {'failed' if error else 'passed'} ({seconds:.3f} seconds)")
    print(f"Results in {options.out}")
    return 1 if any(error for _, _, error in report.passed) else 0


if __name__ == "__main__":
    sys.exit(main())
