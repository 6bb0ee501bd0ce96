#!/usr/bin/env bash
# Checks that SwiftUIShim refuses what SwiftUI refuses: every probe in Tests/SwiftUIShimProbes/fail must be refused with
# the diagnostic its first line names (`// expect: …`); every probe in Tests/SwiftUIShimProbes/pass must build.
# Needs the double built first: swift build --traits SwiftUIShim --scratch-path .build-swiftuishim
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --traits SwiftUIShim --scratch-path .build-swiftuishim --show-bin-path)/Modules"
check() { swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" "$@" 2>&1; }
status=0
for probe in Tests/SwiftUIShimProbes/fail/*.swift; do
  expected="$(sed -n '1s|^// expect: ||p' "$probe")"
  if output="$(check "$probe")"; then
    echo "FAIL $probe built, but SwiftUI refuses it"; status=1
  elif ! grep -qF -- "$expected" <<<"$output"; then
    echo "FAIL $probe was refused, but not with \"$expected\":"; echo "$output" | head -5; status=1
  else
    echo "ok   $probe refused: $expected"
  fi
done
for probe in Tests/SwiftUIShimProbes/pass/*.swift; do
  if output="$(check "$probe")"; then
    echo "ok   $probe builds"
  else
    echo "FAIL $probe must build:"; echo "$output" | head -10; status=1
  fi
done
exit $status
