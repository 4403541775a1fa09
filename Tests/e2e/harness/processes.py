"""Ending a child process for certain."""

import subprocess


def end(process, grace=5):
    """SIGTERM, then SIGKILL if the process is still there after `grace` seconds; waits for it."""
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
