"""The parts every end-to-end scenario uses: display, app, input, accessibility tree, screen."""
