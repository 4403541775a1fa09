"""The end-to-end scenarios; each module registers its own with @scenario."""
