#!/usr/bin/env bash
# Prints the folder where the test suite keeps the pictures its builds
# encoded, so that the next run on this machine (a fresh clone too) copies
# them instead of encoding them again: most of a cold build's time on a
# 2-core machine (scripts/pictures/reuse-encoded-pictures.cjs).
#
# A picture's path there names its content and its encoding arguments, not
# the encoder's version: hence one folder per lock file, under
# $ENCODED_PICTURES_STORE (by default ~/.cache/event-site-encoded-pictures/).
# About 6 MB each; delete the folder at will, it only costs the next run
# its encoding.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."

lock_hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
store_root="${ENCODED_PICTURES_STORE:-${XDG_CACHE_HOME:-$HOME/.cache}/event-site-encoded-pictures}"
store="$store_root/${lock_hash:0:16}"
mkdir -p "$store"
echo "$store"
