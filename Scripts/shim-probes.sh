#!/usr/bin/env bash
# Checks that UIKitShim refuses what the iOS SDK refuses: every probe in Tests/ShimProbes/fail must be refused, with the
# diagnostic its first line names (`// expect: …`), both as a client outside the package and as a module of this
# package (which SwiftPM builds with `-package-name`, and which would otherwise see the shim's enumerations as its
# package's own); every probe in Tests/ShimProbes/pass must build. A probe is refused by the compiler or, for a
# misspelled delegate method that Swift does not diagnose in a class body, by Scripts/delegate-method-lint.swift,
# which also checks the package's own UIKit code, its adapter tests and its examples.
# Scripts/sdk-lint.swift reads an AST dump of the code, in the probes and in the package's own UIKit code, and refuses
# a use of an API newer than the package's iOS deployment target outside `#available` (from the shim's
# `@available(iOS …)` marks, which Swift ignores on Linux) and a direct call of an optional delegate requirement (which
# the SDK makes an optional function value, and the shim a defaulted requirement).
# The shim's enumerations refuse a `switch` without `@unknown default` by being `@nonexhaustive`, not by library
# evolution: Package.swift must have no unsafe flags (SwiftPM refuses them in a package others depend on), and this
# script checks that it has none. NavigatorKit's own UIKit code (the adapter, its tests, the demo's factory) needs no
# probe for that: the package builds it against the shim under the trait, and the build itself refuses such a switch.
# Needs the shim built first: swift build --traits UIKitShim --scratch-path .build-uikitshim
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --traits UIKitShim --scratch-path .build-uikitshim --show-bin-path)/Modules"
# SwiftPM's package name for this package: its directory's name, as an identifier.
package_name="$(basename "$PWD" | sed 's/[^A-Za-z0-9_]/_/g')"
check() { swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" "$@" 2>&1; }
lint() { swift Scripts/delegate-method-lint.swift Sources/UIKitShim "$@" 2>&1; }
# The iOS deployment target in Package.swift (`.iOS(.v13)` gives 13).
ios_target="$(sed -n 's/.*\.iOS(\.v\([0-9_]*\)).*/\1/p' Package.swift | head -1 | tr _ .)"
ast="$(mktemp)"
trap 'rm -f "$ast"' EXIT
# sdk_lint FLAGS... -- FILE...: dumps the AST of FILE... (with FLAGS) and runs Scripts/sdk-lint.swift on it.
sdk_lint() {
  local flags=() files=()
  while [ "$1" != -- ]; do flags+=("$1"); shift; done
  shift
  files=("$@")
  swiftc -dump-ast -swift-version 6 -I "$modules" ${flags[@]+"${flags[@]}"} "${files[@]}" >"$ast" 2>&1 || true
  swift Scripts/sdk-lint.swift Sources/UIKitShim "$ios_target" "$ast" "${files[@]}" 2>&1
}
status=0
if swift package dump-package | grep -q '"unsafeFlags"'; then
  echo "FAIL Package.swift uses unsafeFlags: a dependent's SwiftPM refuses the package"; status=1
else
  echo "ok   Package.swift uses no unsafe flags"
fi
for probe in Tests/ShimProbes/fail/*.swift; do
  expected="$(sed -n '1s|^// expect: ||p' "$probe")"
  linted="$(lint "$probe" || true; sdk_lint -- "$probe" || true)"
  for context in outside inside; do
    flags=()
    [ "$context" = inside ] && flags=(-package-name "$package_name")
    if output="$(check ${flags[@]+"${flags[@]}"} "$probe")" && ! grep -qF -- "$expected" <<<"$linted"; then
      echo "FAIL $probe built $context the package, but the iOS SDK refuses it"; status=1
    elif ! grep -qF -- "$expected" <<<"$output$linted"; then
      echo "FAIL $probe was refused $context the package, but not with \"$expected\":"; echo "$output" | head -5
      status=1
    else
      echo "ok   $probe refused $context the package: $expected"
    fi
  done
done
for probe in Tests/ShimProbes/pass/*.swift; do
  if ! output="$(sdk_lint -- "$probe")"; then
    echo "FAIL $probe must pass Scripts/sdk-lint.swift:"; echo "$output" | head -10; status=1
  elif output="$(check "$probe")"; then
    echo "ok   $probe builds"
  else
    echo "FAIL $probe must build:"; echo "$output" | head -10; status=1
  fi
done
own=(Tests/ShimProbes/pass/*.swift)
while IFS= read -r file; do own+=("$file"); done < <(find Sources/NavigatorKit/UIKit Tests/UIKitAdapterTests Examples -name '*.swift')
module=()
while IFS= read -r file; do module+=("$file"); done < <(find Sources/NavigatorKit -name '*.swift' | sort)
if output="$(sdk_lint -module-name NavigatorKit -package-name "$package_name" -D UIKitShim -- "${module[@]}")"; then
  echo "ok   the package's UIKit code uses nothing newer than iOS $ios_target outside #available, and calls no optional requirement directly"
else
  echo "FAIL $output"; status=1
fi
if output="$(lint "${own[@]}")"; then
  echo "ok   no method in the package's UIKit code nearly matches a delegate requirement"
else
  echo "FAIL $output"; status=1
fi
exit $status
