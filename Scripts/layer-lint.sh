#!/usr/bin/env bash
# The engine's layering, checked: no file under Engine/ or Host/ names a type declared in the layers above it
# (Features, Coordinators, Routing, SwiftUI; their top-level types) — not in code, not in a doc comment. Each layer declares its own issue
# kinds, leave reasons and entry points beside its code; the engine calls nothing above it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=Sources/NavigatorKit
upper=$(grep -rhoE '^(@[A-Za-z]+[[:space:]]+)*((public|package|internal|private|fileprivate)[[:space:]]+)?(final[[:space:]]+)?(class|struct|enum|protocol|actor|typealias)[[:space:]]+[A-Z][A-Za-z0-9]*' \
  "$root/Features" "$root/Coordinators" "$root/Routing" "$root/SwiftUI" | awk '{print $NF}' | sort -u)
[ -n "$upper" ] || { echo "layer-lint: found no upper-layer types (did the folders move?)"; exit 1; }
found=0
for type in $upper; do
  if hits=$(grep -rnw -- "$type" "$root/Engine" "$root/Host"); then
    echo "$hits" | sed "s/^/layer-lint: names $type (an upper layer's type): /"
    found=1
  fi
done
[ "$found" = 0 ] || exit 1
echo "layer-lint: Engine/ and Host/ name none of the $(echo "$upper" | wc -l) types of the layers above"
