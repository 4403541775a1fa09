"""Settings as the desktop keeps them, for one scenario: GSettings keys in the scenario's keyfile.

Every app of a scenario runs with GSETTINGS_BACKEND=keyfile and its own XDG_CONFIG_HOME, so its
settings live in `$XDG_CONFIG_HOME/glib-2.0/settings/keyfile`: the app's own keys and, on
Wayland, GNOME's, which GTK reads there when no Settings portal runs
(`org.gnome.desktop.interface`: enable-animations, text-scaling-factor, color-scheme, …). GLib
watches the file, so a change made while the app runs reaches it as a person's change in
Settings would.

    set_keys(s, INTERFACE, {"color-scheme": "'prefer-dark'"})   # values in GVariant text
"""

import os

INTERFACE = "org/gnome/desktop/interface"
ACCESSIBILITY = "org/gnome/desktop/a11y/interface"
TACTILE = "io/github/tactile/Tactile"


def keyfile_path(s):
    return s.path("home", "config", "glib-2.0", "settings", "keyfile")


def read_keyfile(path):
    """{group: {key: value}} from a GLib keyfile, in order."""
    groups = {}
    if not os.path.exists(path):
        return groups
    group = None
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("[") and line.endswith("]"):
                group = groups.setdefault(line[1:-1], {})
            elif "=" in line and group is not None:
                key, value = line.split("=", 1)
                group[key.strip()] = value.strip()
    return groups


def set_keys(s, group, values):
    """Sets `values` ({key: GVariant text}) in `group`, keeping every other key of the file."""
    path = keyfile_path(s)
    groups = read_keyfile(path)
    groups.setdefault(group, {}).update(values)
    write_keyfile(path, groups)


def write_keyfile(path, groups):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = "".join(f"[{name}]\n" + "".join(f"{key}={value}\n" for key, value in keys.items()) + "\n"
                   for name, keys in groups.items())
    # Written whole and renamed into place, so the app's file monitor never reads half a file.
    with open(path + ".new", "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(path + ".new", path)


def gsettings_value(s, group, key):
    """The value (GVariant text) the keyfile holds for `key`, or None."""
    return read_keyfile(keyfile_path(s)).get(group, {}).get(key)


def set_gtk_settings(s, values):
    """GTK's own settings file (`$XDG_CONFIG_HOME/gtk-4.0/settings.ini`), read when the app starts:
    for settings the desktop does not give GTK (on X11 with no settings daemon, every one; on
    Wayland, those GNOME has no key for, such as gtk-long-press-time)."""
    folder = s.path("home", "config", "gtk-4.0")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "settings.ini"), "w", encoding="utf-8") as file:
        file.write("[Settings]\n" + "".join(f"{key}={str(value).lower()}\n" for key, value in values.items()))
