"""The shipped profiles as the app reads them, and variants of them for the bad-data scenarios."""

import json
import os
import shutil


def load_profiles(shipped_data):
    with open(os.path.join(shipped_data, "profiles.json"), encoding="utf-8") as file:
        return json.load(file)


def card_name(profile):
    """A card's accessible name: "Name, age, hobby" (no hobby, no last part)."""
    title = f"{profile['name']}, {profile['age']}"
    return f"{title}, {profile['hobby']}" if profile.get("hobby") else title


def _fnv1a(text):
    value = 0xcbf29ce484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return value


def likes_back(profile, decision):
    """The demo's rule for who likes you back (Sources/TactileDemo/LikesBackRule.swift)."""
    bucket = _fnv1a(profile["id"]) % 3
    return {"nope": False, "like": bucket == 0, "boost": bucket != 2}[decision]


def copy_shipped_data(source, destination):
    """A private copy of the shipped folder (profiles.json and avatars/) that a scenario may damage."""
    os.makedirs(destination)
    shutil.copy(os.path.join(source, "profiles.json"), destination)
    # Copied, not linked: the app refuses avatars that resolve outside the shipped folder.
    shutil.copytree(os.path.join(source, "avatars"), os.path.join(destination, "avatars"))
    return destination
