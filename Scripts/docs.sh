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
# --skip-synthesized-members leaves out compiler-made members (`!=`, `hash(into:)`, members inherited from a
# superclass), which carry no documentation of ours. --emit-extension-block-symbols documents extensions of other
# modules' types (XCTestCase.trackForMemoryLeaks) as pages of their own, in <module>@<extended>.symbols.json.
# --traits UIKitShim compiles the UIKit adapter (Sources/NavigatorKit/UIKit) against UIKitShim, the UIKit double, so
# that NavigationControllerHost and the extensions of UIKit's types are documented on any platform. The extensions
# come out in NavigatorKit@UIKitShim.symbols.json; it is copied as NavigatorKit@UIKit.symbols.json with the module
# renamed, so that the pages say UIKit, as they do when built against the SDK. The command also tries the test modules and fails on them when the tests were
# never built; what matters is that the two library graphs come out fresh, which is checked below.
log=".build/docs-symbol-graph.log"
stamp="$graphs/.started"
touch "$stamp"
swift package --traits UIKitShim dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
  --emit-extension-block-symbols >"$log" 2>&1 || true
written="$(sed -n 's/^Files written to //p' "$log" | tail -n 1)"
for module in NavigatorKit NavigatorKitTesting; do
  if [ -z "$written" ] || [ ! "$written/$module.symbols.json" -nt "$stamp" ]; then
    cat "$log" >&2
    echo "error: swift package dump-symbol-graph produced no fresh symbol graph for $module (log above)" >&2
    exit 1
  fi
  cp "$written/$module.symbols.json" "$graphs/"
  find "$written" -maxdepth 1 -name "$module@*.symbols.json" -newer "$stamp" -exec cp {} "$graphs/" \;
done
if [ -f "$graphs/NavigatorKit@UIKitShim.symbols.json" ]; then
  sed 's/UIKitShim/UIKit/g' "$graphs/NavigatorKit@UIKitShim.symbols.json" >"$graphs/NavigatorKit@UIKit.symbols.json"
  rm "$graphs/NavigatorKit@UIKitShim.symbols.json"
fi

common=(
  Documentation.docc
  --additional-symbol-graph-dir "$graphs"
  --fallback-display-name NavigatorKit
  --fallback-bundle-identifier org.navigatorkit.NavigatorKit
  --enable-inherited-docs  # members that come from a protocol, such as init(rawValue:), keep its abstract
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
