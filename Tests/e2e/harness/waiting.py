"""Waiting on conditions instead of sleeping: poll until true, or fail with what was last seen."""

import time


class WaitTimeout(AssertionError):
    """A condition did not become true in time; the message says what was awaited and last seen."""


# A slow, shared machine may take seconds where a desktop takes milliseconds; waits return
# as soon as their condition holds, so a long limit costs nothing when things go well.
DEFAULT_TIMEOUT = 15.0


def wait_until(condition, description, timeout=DEFAULT_TIMEOUT, interval=0.1, describe_last=None):
    """Calls `condition` until it returns something truthy, and returns that.

    Exceptions raised by the condition count as "not yet" (the accessibility tree changes under
    our feet while the app works); the last one is reported if time runs out. An AssertionError
    is a verdict, not a "not yet": it ends the wait at once.
    """
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            result = condition()
            if result:
                return result
            last_error = None
        except AssertionError:
            raise
        except Exception as error:  # noqa: BLE001 - any failure means "not yet"
            last_error = error
        if time.monotonic() >= deadline:
            seen = ""
            if describe_last is not None:
                try:
                    seen = f"; last seen: {describe_last()}"
                except Exception as error:  # noqa: BLE001
                    seen = f"; could not describe what was seen: {error}"
            if last_error is not None:
                seen += f"; last error: {last_error!r}"
            raise WaitTimeout(f"timed out after {timeout:.0f} s waiting for {description}{seen}")
        time.sleep(interval)


def stays_true(condition, description, seconds=1.0, interval=0.1):
    """Checks `condition` over `seconds` and fails the moment it is false: for what must not happen
    (a menu nobody asked for, a second decision). An app handles input 100–200 ms late, so that
    something did not happen can only be judged over a window longer than that; this is the one
    wait that takes its whole time when all is well."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            held = condition()
        except AssertionError:
            raise
        except Exception:  # noqa: BLE001 - the tree changes under our feet; read again
            held = True
        if not held:
            raise AssertionError(f"{description} did not hold")
        if time.monotonic() >= deadline:
            return
        time.sleep(interval)
