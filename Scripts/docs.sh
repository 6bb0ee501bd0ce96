#!/usr/bin/env bash
# Builds the DocC site for NavigatorKit and NavigatorKitTesting with the toolchain's own docc (no plugin).
#   bash Scripts/docs.sh            # static site in docs-site/, warnings are errors
#   bash Scripts/docs.sh preview    # serves docs-site/ at http://localhost:8080/ (builds it first if it is missing)
#   bash Scripts/docs.sh live       # docc's own preview server, which rebuilds whenever the catalog changes
#   bash Scripts/docs.sh coverage   # also prints the documentation coverage table
# The site is a web app that loads its pages' data with fetch(), so a browser shows it only over HTTP: opening
# docs-site/index.html from the file system shows a page that says how to serve it.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-build}"
port="${PORT:-8080}"

if [ "$mode" = preview ]; then
  if [ -d docs-site ]; then
    echo "Serving the docs built in docs-site/ (run bash Scripts/docs.sh first to rebuild them)."
  else
    echo "docs-site/ is missing: building it first."
    bash "$0" build
  fi
  echo "Open http://localhost:$port/ — press Ctrl-C to stop."
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory docs-site
fi

graphs=".build/docs-symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
# --skip-synthesized-members leaves out compiler-made members (`!=`, `hash(into:)`, members inherited from a
# superclass), which carry no documentation of ours. --emit-extension-block-symbols documents extensions of other
# modules' types (XCTestCase.trackForMemoryLeaks) as pages of their own, in <module>@<extended>.symbols.json.
# --traits UIKitShim compiles the UIKit adapter (Sources/NavigatorKit/UIKit) against UIKitShim, the UIKit double, so
# that NavigationControllerHost and the extensions of UIKit's types are documented on any platform. The extensions
# come out in NavigatorKit@UIKitShim.symbols.json; it is copied as NavigatorKit@UIKit.symbols.json with the module
# renamed, so that the pages say UIKit, as they do when built against the SDK. The command also tries the test modules and fails on them when the tests were
# never built; what matters is that the two library graphs come out fresh, which is checked below. --traits SwiftUIShim
# likewise compiles the SwiftUI layer (Sources/NavigatorKit/SwiftUI) against SwiftUIShim, so NavigatorStack is documented.
log=".build/docs-symbol-graph.log"
stamp="$graphs/.started"
touch "$stamp"
swift package --traits UIKitShim,SwiftUIShim dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
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

# The catalog is in NavigatorKit's source folder, where swift-docc-plugin and Xcode look for it; the top-level
# Documentation.docc is a link to it, and docc refuses a catalog path that is a link
# (Scripts/docs-where-tools-look.sh checks both).
common=(
  Sources/NavigatorKit/Documentation.docc
  --additional-symbol-graph-dir "$graphs"
  --fallback-display-name NavigatorKit
  --fallback-bundle-identifier org.navigatorkit.NavigatorKit
  --enable-inherited-docs  # members that come from a protocol, such as init(rawValue:), keep its abstract
)
case "$mode" in
  live)
    exec docc preview "${common[@]}" --port "$port"
    ;;
  coverage)
    docc convert "${common[@]}" --output-path .build/docs-coverage.doccarchive \
      --experimental-documentation-coverage --coverage-summary-level brief --warnings-as-errors
    ;;
  build)
    rm -rf docs-site
    docc convert "${common[@]}" --output-path docs-site \
      --transform-for-static-hosting --warnings-as-errors
    # The site's root is docc's page router, which knows no page at "/": send visitors to the NavigatorKit module.
    # From file://, where the site cannot load its data, say how to serve it instead of showing a blank page.
    cat >docs-site/index.html <<'HTML'
<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>NavigatorKit</title>
  <script>
    if (location.protocol !== "file:") location.replace("documentation/navigatorkit/");
  </script>
  <noscript><meta http-equiv="refresh" content="0; url=documentation/navigatorkit/"></noscript>
  <style>body { font: 17px/1.5 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 3em; }</style>
</head>
<body>
  <h1>NavigatorKit</h1>
  <p>The documentation is a web app that a browser shows only over HTTP, not from a file. From the repository, run</p>
  <pre>bash Scripts/docs.sh preview</pre>
  <p>and open <a href="http://localhost:8080/">http://localhost:8080/</a>, or serve <code>docs-site/</code> with any
  static web server. Served, this page opens <a href="documentation/navigatorkit/">the NavigatorKit
  documentation</a>.</p>
</body>
</html>
HTML
    # docc-render titles every page's top bar "Documentation", a string no setting changes; name the site instead.
    # (theme-settings.json in the catalog names the browser tab.) If a newer docc-render words it differently, the
    # site keeps its default title and this says so.
    titled=0
    for script in docs-site/js/index.*.js; do
      if grep -q '"documentation":{"title":"Documentation"' "$script"; then
        sed -i.orig 's/"documentation":{"title":"Documentation"/"documentation":{"title":"NavigatorKit"/' "$script"
        rm -f "$script.orig"
        titled=1
      fi
    done
    [ "$titled" = 1 ] || echo "note: the site's top bar still says \"Documentation\" (docc-render changed)" >&2
    echo "Docs built in docs-site/. Open them with: bash Scripts/docs.sh preview (serves docs-site/ at" \
      "http://localhost:$port/, without rebuilding); a browser cannot show them from file://."
    ;;
  *)
    echo "usage: $0 [build|preview|live|coverage]" >&2
    exit 2
    ;;
esac
