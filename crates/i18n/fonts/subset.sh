#!/usr/bin/env bash
# Makes grundy-cjk.otf: Noto Sans CJK SC (SIL Open Font License 1.1, see
# OFL.txt) cut down to printable ASCII and every character of the Chinese
# catalogues, so that the playground (and anything else drawing grundy's
# Chinese text) has the glyphs it needs without fonts on the system. Run it
# again after adding characters to locales/zh-CN/: the test
# `every_chinese_character_is_in_the_embedded_font` names those missing.
#
# Needs Debian's fonts-noto-cjk (extracted, not installed, is enough) and
# fontTools: apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb noto
# && pip install fonttools, then NOTO=noto/usr/share/fonts/opentype/noto bash subset.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
noto="${NOTO:-/usr/share/fonts/opentype/noto}/NotoSansCJK-Regular.ttc"
text="$(mktemp)"
trap 'rm -f "$text"' EXIT
{
    printf ' !"#$%%&'"'"'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~'
    cat "$here"/../locales/zh-CN/*.ftl
} > "$text"
# Font 2 of the collection is Noto Sans CJK SC (Simplified Chinese).
pyftsubset "$noto" --font-number=2 --text-file="$text" \
    --layout-features='*' --no-hinting --desubroutinize \
    --name-IDs='*' --name-languages='*' \
    --output-file="$here/grundy-cjk.otf"
ls -l "$here/grundy-cjk.otf"
