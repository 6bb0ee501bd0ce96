#!/usr/bin/env bash
# Counts NavigatorKit's public symbols, as DocC sees them: the symbol graph of the module (default traits), public and
# open declarations, not counting what the module adds to other modules' types (NavigatorKit@*.symbols.json).
#   bash Scripts/public-symbols.sh          # prints the count
#   bash Scripts/public-symbols.sh --list   # prints every symbol's kind and path, then the count
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swift build --target NavigatorKit --scratch-path .build-symbols \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$out" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public > "$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
python3 - "$out/NavigatorKit.symbols.json" "${1:-}" <<'PY'
import json, sys
graph = json.load(open(sys.argv[1]))
symbols = [s for s in graph["symbols"] if s.get("accessLevel") in ("public", "open")]
if sys.argv[2] == "--list":
    for s in sorted(symbols, key=lambda s: ".".join(s["pathComponents"])):
        print(s["kind"]["identifier"], ".".join(s["pathComponents"]))
print(len(symbols))
PY
