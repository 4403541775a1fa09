"""What GNOME's compositor shows: its monitor stream, read through GStreamer from PipeWire.

mutter sends a frame down the RemoteDesktop session's ScreenCast stream whenever the monitor
changes; a pipeline kept running for the whole run holds the newest one, so a screenshot is a
copy of it (milliseconds), not a pipeline started afresh (half a second). WirePlumber links
the pipeline to mutter's stream; without it no frame ever comes.
"""

import time

import gi

gi.require_version("Gst", "1.0")
from gi.repository import Gst  # noqa: E402

from PIL import Image  # noqa: E402


class CompositorScreen:
    """The newest frame of one PipeWire video node, as PIL images."""

    def __init__(self, node_id, timeout=20.0):
        Gst.init(None)
        # always-copy: the frame is copied out of mutter's buffer, which it reuses at once.
        self.pipeline = Gst.parse_launch(
            f"pipewiresrc path={node_id} always-copy=true ! video/x-raw,format=BGRx "
            "! fakesink name=newest sync=false enable-last-sample=true")
        self.sink = self.pipeline.get_by_name("newest")
        self.pipeline.set_state(Gst.State.PLAYING)
        deadline = time.monotonic() + timeout
        while self.sink.props.last_sample is None:
            if time.monotonic() > deadline:
                self.close()
                raise RuntimeError(f"no frame from the compositor's stream (PipeWire node {node_id}) within "
                                   f"{timeout:.0f} s; WirePlumber links the stream and must be running")
            time.sleep(0.01)

    def grab(self, box=None):
        """The monitor's pixels inside `box` (x, y, width, height; the whole monitor if None), as RGB."""
        sample = self.sink.props.last_sample
        structure = sample.get_caps().get_structure(0)
        size = (structure.get_value("width"), structure.get_value("height"))
        buffer = sample.get_buffer()
        mapped, info = buffer.map(Gst.MapFlags.READ)
        if not mapped:
            raise RuntimeError("could not read the compositor's frame")
        try:
            image = Image.frombuffer("RGB", size, bytes(info.data), "raw", "BGRX", 0, 1)
        finally:
            buffer.unmap(info)
        if box is None:
            return image
        x, y, width, height = (round(value) for value in box)
        return image.crop((x, y, x + width, y + height))

    def close(self):
        self.pipeline.set_state(Gst.State.NULL)
