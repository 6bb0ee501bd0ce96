#!/usr/bin/env bash
# Builds the DocC site for NavigatorKit and NavigatorKitTesting with the toolchain's own docc (no plugin).
#   bash Scripts/docs.sh            # static site in docs-site/, warnings are errors
#   bash Scripts/docs.sh preview    # serves the docs at http://localhost:8080/documentation/navigatorkit
#   bash Scripts/docs.sh coverage   # also prints the documentation coverage table
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-build}"

graphs=".build/docs-symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
swift package dump-symbol-graph --minimum-access-level public >/dev/null
for module in NavigatorKit NavigatorKitTesting; do
  cp "$(find .build -path '*/symbolgraph/*' -name "$module.symbols.json" | head -n 1)" "$graphs/"
done

common=(
  Documentation.docc
  --additional-symbol-graph-dir "$graphs"
  --fallback-display-name NavigatorKit
  --fallback-bundle-identifier org.navigatorkit.NavigatorKit
)
case "$mode" in
  preview)
    exec docc preview "${common[@]}" --port "${PORT:-8080}"
    ;;
  coverage)
    docc convert "${common[@]}" --output-path .build/docs-coverage.doccarchive \
      --experimental-documentation-coverage --coverage-summary-level brief --warnings-as-errors
    ;;
  build)
    rm -rf docs-site
    docc convert "${common[@]}" --output-path docs-site \
      --transform-for-static-hosting --warnings-as-errors
    echo "Docs built in docs-site/ (open with: bash Scripts/docs.sh preview)"
    ;;
  *)
    echo "usage: $0 [build|preview|coverage]" >&2
    exit 2
    ;;
esac
