"""Start-up's conversation with the X server, counted: the requests Tactile and the C
baseline send before their first painted frame, and how many of them wait for a reply (a
round trip: on a remote display each costs the network's latency, and on any display the
app waits while the server answers). Each program runs once through xtrace, which stands
between it and the X server and writes down every request and reply; the counts repeat
from run to run. Standard library and xtrace only; run under an X server (DISPLAY set).

    python3 bench/count_x_requests.py --tactile .build/release/tactile --c discover-c \\
        --data data --sources Sources
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

# "000:<:00c3: 12: XInputExtension-Request(131,40): XIQueryPointer window=…"
REQUEST = re.compile(r"^\d+:<:[0-9a-f]+:\s*\d+: (?:\S+-)?Request\([\d,]+\): (\w+)")
# "000:>:00c3:88: Reply to XIQueryPointer: …"
REPLY = re.compile(r"^\d+:>:[0-9a-f]+:\s*\d+: Reply to (\w+)")


def free_display_number():
    """A display number no X server on this machine answers to, for xtrace's stand-in."""
    for number in range(90, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return number
    raise RuntimeError("no free display number between 90 and 199")


def conversation(command, env, log):
    """({request: count}, {request: replies}) of one start-up, through xtrace."""
    fake = f":{free_display_number()}"
    traced = ["xtrace", "--nocopyauthentication", "--fakedisplay", fake, "--display", env["DISPLAY"],
              "--outfile", log, "--"] + command
    result = subprocess.run(traced, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{command[0]} through xtrace exited with {result.returncode}: {result.stderr[-500:]}")
    requests, replies = collections.Counter(), collections.Counter()
    with open(log, errors="replace") as lines:
        for line in lines:
            if match := REQUEST.match(line):
                requests[match.group(1)] += 1
            elif match := REPLY.match(line):
                replies[match.group(1)] += 1
    return requests, replies


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_first_frame_arguments(parser)
    parser.add_argument("--rows", type=int, default=12, help="requests listed, largest difference first")
    options = parser.parse_args()
    if "DISPLAY" not in os.environ:
        sys.exit("count_x_requests.py: run it under an X server (DISPLAY is not set)")

    work = tempfile.mkdtemp(prefix="tactile-x-requests-")
    programs = first_frame_programs(options, work)
    counted = {name: conversation(command, env, os.path.join(work, f"{name}.xtrace"))
               for name, (command, env) in programs.items()}
    (tactile, tactile_replies), (c, c_replies) = counted["Tactile"], counted["C"]

    print(f"X requests to the first painted frame, {options.renderer}, one start-up of each through xtrace\n")
    print("| | Tactile | C | difference |")
    print("|---|---|---|---|")
    total, total_c = sum(tactile.values()), sum(c.values())
    trips, trips_c = sum(tactile_replies.values()), sum(c_replies.values())
    print(f"| requests | {total} | {total_c} | {total - total_c:+d} |")
    print(f"| round trips (requests answered) | {trips} | {trips_c} | {trips - trips_c:+d} |")
    print(f"\nThe requests whose counts differ most (of {len(set(tactile) | set(c))} kinds):\n")
    print("| request | Tactile | C | difference | answered (Tactile, C) |")
    print("|---|---|---|---|---|")
    names = sorted(set(tactile) | set(c), key=lambda name: (-abs(tactile[name] - c[name]), name))
    for name in names[:options.rows]:
        if tactile[name] == c[name]:
            break
        print(f"| {name} | {tactile[name]} | {c[name]} | {tactile[name] - c[name]:+d} | "
              f"{tactile_replies[name]}, {c_replies[name]} |")


if __name__ == "__main__":
    main()
