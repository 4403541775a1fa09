# Shared by run, test and package: dependencies, build flags, paths. Sourced, not run.
APP_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$APP_ROOT"
say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Where SwiftPM builds (APP_SCRATCH: elsewhere, e.g. a folder shared with other packages on Tactile).
SCRATCH=${APP_SCRATCH:-$APP_ROOT/.build}
BUILD_PACKAGES=(libgtk-4-dev libsqlite3-dev pkg-config gettext librsvg2-common libglib2.0-bin)

# Installs the Debian packages named in "$@" that are missing (as root, or asks for sudo).
ensure_packages() {
    local missing=() package sudo=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    say "Installing ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
        die "could not install ${missing[*]}"
}

# SwiftPM warns about each compiler flag of gtk4.pc it does not allow (-pthread, -msse…) on every
# build: a gtk4.pc of our own, ahead on the search path, keeps only the include and library flags.
prepare_build_flags() {
    command -v swift >/dev/null || die "swift is not on PATH; install the Swift toolchain first"
    local dir="$SCRATCH/pkgconfig"
    mkdir -p "$dir"
    printf 'Name: gtk4\nDescription: GTK 4\nVersion: %s\nCflags: %s\nLibs: %s\n' "$(pkg-config --modversion gtk4)" \
        "$(pkg-config --cflags-only-I gtk4)" "$(pkg-config --libs gtk4)" >"$dir/gtk4.pc.new"
    if cmp -s "$dir/gtk4.pc.new" "$dir/gtk4.pc"; then rm "$dir/gtk4.pc.new"; else mv "$dir/gtk4.pc.new" "$dir/gtk4.pc"; fi
    export PKG_CONFIG_PATH="$dir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
}

# swift build without its progress lines; fails when the build fails.
swift_build() {
    swift build --scratch-path "$SCRATCH" "$@" 2>&1 | { grep -v -e '^\[[0-9]*/[0-9]*\] ' || true; }
    return "${PIPESTATUS[0]}"
}
bin_path() { swift build --scratch-path "$SCRATCH" --show-bin-path "$@"; }

# po/LANG.po into "$1"/LANG/LC_MESSAGES/app-template.mo, where the app finds them from the build.
compile_translations() {
    local po language
    for po in po/*.po; do
        language=$(basename "$po" .po)
        mkdir -p "$1/$language/LC_MESSAGES"
        msgfmt --check -o "$1/$language/LC_MESSAGES/app-template.mo" "$po" || die "msgfmt failed on $po"
    done
}

# An X server of our own when there is no display (Xvfb), stopped on exit.
ensure_display() {
    [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || return 0
    ensure_packages xvfb xauth
    local fifo number
    fifo=$(mktemp -u); mkfifo "$fifo"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$fifo" >/dev/null 2>&1 &
    XVFB_PID=$!
    trap 'kill "$XVFB_PID" 2>/dev/null || true' EXIT
    read -r number <"$fifo"; rm -f "$fifo"
    export DISPLAY=":$number"
}
