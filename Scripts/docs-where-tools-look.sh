#!/usr/bin/env bash
# Checks that the documentation catalog is where the tools that build a package's docs look for it: in the source
# folder of the NavigatorKit target. swift-docc-plugin (which the Swift Package Index runs) and Xcode's "Build
# Documentation" take the first `.docc` directory among a target's source files; docc refuses a catalog path that is
# a symbolic link. So the catalog is Sources/NavigatorKit/Documentation.docc, and the top-level Documentation.docc is
# a link to it.
#
# The check builds NavigatorKit's documentation as the package index does: a copy of the package that depends on
# swift-docc-plugin (the package itself depends on nothing), `swift package generate-documentation --target
# NavigatorKit`, and then looks for the articles' pages in the archive. Warnings are not errors here: built for one
# target, the catalog's links into NavigatorKitTesting do not resolve; Scripts/docs.sh builds both modules together
# with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d Sources/NavigatorKit/Documentation.docc ] && [ ! -L Sources/NavigatorKit/Documentation.docc ] || {
  echo "error: Sources/NavigatorKit/Documentation.docc must be the catalog itself (docc refuses a link)" >&2
  exit 1
}
[ "$(readlink Documentation.docc)" = Sources/NavigatorKit/Documentation.docc ] || {
  echo "error: the top-level Documentation.docc must be a link to Sources/NavigatorKit/Documentation.docc" >&2
  exit 1
}
copy="$(mktemp -d)/navigator-kit"
mkdir -p "$copy"
trap 'rm -rf "$(dirname "$copy")"' EXIT
tar --exclude='./.build*' --exclude=./.git --exclude=./docs-site --exclude=./Examples/MyApp/.build -cf - . \
  | tar -xf - -C "$copy"
python3 - "$copy/Package.swift" <<'PY'
import sys
path = sys.argv[1]
manifest = open(path).read()
plugin = '  dependencies: [.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0")],\n'
assert "\n  targets: [\n" in manifest
open(path, "w").write(manifest.replace("\n  targets: [\n", "\n" + plugin + "  targets: [\n", 1))
PY
log="$(dirname "$copy")/plugin.log"
if ! swift package --package-path "$copy" --disable-sandbox generate-documentation --target NavigatorKit >"$log" 2>&1
then
  cat "$log" >&2
  echo "error: swift-docc-plugin could not build NavigatorKit's documentation (log above)" >&2
  exit 1
fi
archive="$copy/.build/plugins/Swift-DocC/outputs/NavigatorKit.doccarchive"
missing=0
for article in "$copy"/Sources/NavigatorKit/Documentation.docc/Articles/*.md; do
  page="$(basename "$article" .md | tr '[:upper:]' '[:lower:]')"
  if [ ! -f "$archive/data/documentation/navigatorkit/$page.json" ]; then
    echo "error: the article $(basename "$article") is missing from the archive the package index would build" >&2
    missing=1
  fi
done
[ "$missing" = 0 ]
echo "swift-docc-plugin finds the catalog in Sources/NavigatorKit: every article is in NavigatorKit's archive."
