# Shared by run, test and bench: dependencies, build flags, paths.
# Sourced, not run.

TACTILE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$TACTILE_ROOT"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Installs the Debian packages named in "$@" that are missing.
ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
            sudo=(sudo)
        elif command -v sudo >/dev/null && [ -t 0 ]; then
            sudo=(sudo)
        else
            die "missing Debian packages: ${missing[*]}
Install them as root:  apt-get install ${missing[*]}"
        fi
    fi
    say "Installing ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null ||
        die "apt-get update failed"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
        die "could not install ${missing[*]}"
}

# librsvg2-common is only recommended by GTK, but without its loader every SVG
# icon (the theme's symbolic ones and the card stack's own) draws blank.
BUILD_PACKAGES=(libgtk-4-dev libsqlite3-dev pkg-config gettext librsvg2-common)

# The locales the translation tests and checks run in, as people's systems
# have them (glibc 2.41 ignores LANGUAGE under C.UTF-8, so C.UTF-8 alone will not do).
TEST_LOCALES=(en_US.UTF-8 de_DE.UTF-8 ru_RU.UTF-8)

# Generates the locales in TEST_LOCALES that are missing (Debian's `locales`).
ensure_locales() {
    ensure_packages locales
    local missing=() name
    for name in "${TEST_LOCALES[@]}"; do
        # `locale -a` spells them "de_DE.utf8".
        locale -a 2>/dev/null | grep -qx "${name%%.*}.utf8" || missing+=("$name")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    [ "$(id -u)" -eq 0 ] || die "missing locales: ${missing[*]}
Generate them as root: add them to /etc/locale.gen and run locale-gen"
    say "Generating the locales ${missing[*]}"
    for name in "${missing[@]}"; do
        grep -q "^${name} UTF-8" /etc/locale.gen 2>/dev/null || echo "${name} UTF-8" >> /etc/locale.gen
    done
    locale-gen >/dev/null || die "locale-gen failed"
}

# SwiftPM warns about every compiler flag it does not allow (GTK's -pthread,
# -msse…) on every build. A gtk4.pc of our own, ahead on the search path,
# carries only the include and library flags that matter.
prepare_build_flags() {
    command -v swift >/dev/null || die "swift is not on PATH; install the Swift toolchain first"
    local dir="$TACTILE_ROOT/.build/pkgconfig"
    mkdir -p "$dir"
    local cflags libs version
    cflags=$(pkg-config --cflags-only-I gtk4) || die "pkg-config cannot find gtk4"
    libs=$(pkg-config --libs gtk4)
    version=$(pkg-config --modversion gtk4)
    printf 'Name: gtk4\nDescription: GTK 4 (include and library flags only)\nVersion: %s\nCflags: %s\nLibs: %s\n' \
        "$version" "$cflags" "$libs" > "$dir/gtk4.pc.new"
    if ! cmp -s "$dir/gtk4.pc.new" "$dir/gtk4.pc" 2>/dev/null; then mv "$dir/gtk4.pc.new" "$dir/gtk4.pc"; else rm "$dir/gtk4.pc.new"; fi
    export PKG_CONFIG_PATH="$dir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
}

# Where SwiftPM builds; TACTILE_SCRATCH lets several checkouts' worth of
# builds (or a sanitizer build) live side by side.
SCRATCH=${TACTILE_SCRATCH:-$TACTILE_ROOT/.build}

# swift build without its progress lines; fails when the build fails.
swift_build() {
    swift build --scratch-path "$SCRATCH" "$@" 2>&1 | { grep -v -e '^\[[0-9]*/[0-9]*\] ' || true; }
    return "${PIPESTATUS[0]}"
}


# The folder with the built products (configuration debug unless given).
bin_path() { swift build --scratch-path "$SCRATCH" --show-bin-path "$@"; }

# Translations (po/): xgettext has no Swift parser, but its C one reads our
# calls (`localized("…")`, `localized.plural("…", "…", count:)`) correctly;
# the only noise is Swift's multi-line string literals, which it takes for
# unterminated C strings. po/meson.build passes the same options.
XGETTEXT_OPTIONS=(--language=C --from-code=UTF-8 --keyword= --keyword=localized --keyword=plural:1,2
                  --add-comments=Translators: --package-name=tactile
                  --msgid-bugs-address=https://github.com/tactile/Tactile/issues)

# The Swift files with translatable strings, as po/POTFILES lists them.
translatable_sources() { grep -rlE '^[^/]*\blocalized(\.plural)?\(' Sources --include='*.swift' | LC_ALL=C sort; }

# Writes the message template for the sources in po/POTFILES to "$1".
extract_messages() {
    xgettext "${XGETTEXT_OPTIONS[@]}" --files-from=po/POTFILES -o "$1" 2>&1 |
        { grep -v 'warning: unterminated string literal' >&2 || true; }
    return "${PIPESTATUS[0]}"
}

# Compiles po/LANG.po into "$1"/LANG/LC_MESSAGES/tactile.mo, where the app
# finds them when run from the build folder (SCRATCH/locale).
compile_translations() {
    local folder=$1 po language
    for po in po/*.po; do
        language=$(basename "$po" .po)
        mkdir -p "$folder/$language/LC_MESSAGES"
        msgfmt --check -o "$folder/$language/LC_MESSAGES/tactile.mo" "$po" || die "msgfmt failed on $po"
    done
}
