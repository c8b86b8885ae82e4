#!/usr/bin/env bash
# The pictures docs/preview.md and the README show (`make preview-images`): previews drawn by
# pushsim and photographed by headless Chromium at twice their size, as a phone's screen shows
# them. The payloads are docs/images/order-on-its-way.json, Genius's new-message-42.json and
# Mattermost's id-loaded-message.json (a communication notification).
set -euo pipefail
cd "$(dirname "$0")/.."
pushsim=${PUSHSIM:-.build/debug/pushsim}
browser=${PUSHSIM_CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# picture NAME ARGS...: docs/images/NAME.png of `pushsim preview ARGS... --output NAME.svg`.
picture() {
  local name=$1
  shift
  "$pushsim" preview "$@" --output "$work/$name.svg" > /dev/null 2>&1
  local size width height
  size=$(sed -n 's/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\([0-9.]*\)" height="\([0-9.]*\)".*/\1 \2/p' "$work/$name.svg")
  width=$(printf '%.0f' "${size% *}")
  height=$(printf '%.0f' "${size#* }")
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 \
    --host-resolver-rules="MAP * ~NOTFOUND" --user-data-dir="$work/profile" \
    --window-size="$width,$height" --screenshot="$work/$name.png" "file://$work/$name.svg" > /dev/null 2>&1
  mv "$work/$name.png" "docs/images/$name.png"
  echo "wrote docs/images/$name.png (${width}×${height} pt)"
}

genius=(--app fixtures/apps/genius/pushsim.json)
picture readme-preview fixtures/apps/genius/payloads/new-message-42.json docs/images/order-on-its-way.json "${genius[@]}" --surface lock-screen
picture surfaces docs/images/order-on-its-way.json --surface banner,lock-screen,expanded,watch
picture dark-notification-center fixtures/apps/genius/payloads/new-message-42.json fixtures/apps/genius/payloads/new-message-42-composing.json "${genius[@]}" --surface notification-center,expanded --appearance dark
picture communication fixtures/apps/mattermost/payloads/id-loaded-message.json --app fixtures/apps/mattermost/pushsim.json --surface lock-screen
