#!/usr/bin/env bash
# Checks that UIKitShim refuses what the iOS SDK refuses: every probe in Tests/ShimProbes/fail must fail to build,
# with the diagnostic its first line names (`// expect: …`), and every probe in Tests/ShimProbes/pass must build.
# Needs the shim built first: swift build --traits UIKitShim --scratch-path .build-uikitshim
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --traits UIKitShim --scratch-path .build-uikitshim --show-bin-path)/Modules"
check() { swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" "$1" 2>&1; }
status=0
for probe in Tests/ShimProbes/fail/*.swift; do
  expected="$(sed -n '1s|^// expect: ||p' "$probe")"
  if output="$(check "$probe")"; then
    echo "FAIL $probe built, but the iOS SDK refuses it"; status=1
  elif ! grep -qF -- "$expected" <<<"$output"; then
    echo "FAIL $probe was refused, but not with \"$expected\":"; echo "$output" | head -5; status=1
  else
    echo "ok   $probe refused: $expected"
  fi
done
for probe in Tests/ShimProbes/pass/*.swift; do
  if output="$(check "$probe")"; then
    echo "ok   $probe builds"
  else
    echo "FAIL $probe must build:"; echo "$output" | head -10; status=1
  fi
done
exit $status
