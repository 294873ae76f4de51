#!/usr/bin/env bash
# Makes the playground's pictures in docs/img from the browser tests
# (crates/web/tests/browser.rs), in headless Chromium: the page after a
# winning move in a sum (playground.png), a shared link opened in
# projector mode (playground-projector.png) and the gallery of games on the
# landing page (playground-gallery.png) and the Nim lesson's table of
# P-positions marked and checked (playground-lesson.png). Needs Debian's chromium and
# chromium-driver, as the tests do.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."
GRUNDY_SCREENSHOT="$here/playground.png" \
GRUNDY_SCREENSHOT_PROJECTOR="$here/playground-projector.png" \
GRUNDY_SCREENSHOT_GALLERY="$here/playground-gallery.png" \
GRUNDY_SCREENSHOT_LESSON="$here/playground-lesson.png" \
    cargo test -p grundy-web --test browser -- --test-threads 1
ls -l "$here/playground.png" "$here/playground-projector.png" "$here/playground-gallery.png" "$here/playground-lesson.png"
