#!/usr/bin/env bash
# One-line mutants: each makes one small change to the sources, builds, runs the tests and says whether a test failed
# (killed), none did (survived), or the change did not compile. Tests/Mutants/mutants.tsv lists them, one a line:
#   name<TAB>file<TAB>text to find (exactly once in the file)<TAB>what replaces it<TAB>suite (plain|uikit)
# "plain" runs `swift test --traits InternalChecks`; "uikit" runs the tests with `--traits UIKitShim,InternalChecks`.
#   bash Scripts/mutants.sh [NAME-FILTER]     # results in .build-mutants/results.tsv
# Every file is restored after its mutant, also when the script is interrupted.
set -uo pipefail
cd "$(dirname "$0")/.."
list="Tests/Mutants/mutants.tsv"
out=".build-mutants"
mkdir -p "$out"
results="$out/results.tsv"
: >"$results"
filter="${1:-}"
backup=""
target=""
restore() { if [ -n "$backup" ]; then cp "$backup" "$target"; backup=""; fi; }
trap restore EXIT INT TERM

while IFS=$'\t' read -r name file find replace suite; do
  [ -z "$name" ] || [ "${name:0:1}" = "#" ] && continue
  [ -n "$filter" ] && [[ "$name" != *"$filter"* ]] && continue
  count=$(grep -cF -- "$find" "$file" || true)
  if [ "$count" != 1 ]; then
    printf '%s\tstale\t%s occurrences of the text in %s\n' "$name" "$count" "$file" | tee -a "$results"
    continue
  fi
  target="$file"
  backup="$out/backup"
  cp "$file" "$backup"
  FIND="$find" REPLACE="$replace" python3 -c '
import os, sys
p = sys.argv[1]; s = open(p).read()
open(p, "w").write(s.replace(os.environ["FIND"], os.environ["REPLACE"], 1))' "$file"
  if [ "$suite" = uikit ]; then
    flags=(--traits UIKitShim,InternalChecks --scratch-path "$out/uikit")
  else
    flags=(--traits InternalChecks --scratch-path "$out/plain")
  fi
  if ! swift build --build-tests "${flags[@]}" >"$out/build.log" 2>&1; then
    printf '%s\tno-compile\t\n' "$name" | tee -a "$results"
    restore
    continue
  fi
  swift test --skip-build "${flags[@]}" >"$out/test.log" 2>&1
  status=$?
  cp "$out/test.log" "$out/$name.log"
  restore
  if [ $status -ne 0 ]; then
    killers=$(grep -oE '✘ Test [A-Za-z_0-9]+\(' "$out/test.log" | sed -E 's/^✘ Test //; s/\($//' | sort -u | head -5 |
      tr '\n' ' ')
    [ -z "$killers" ] && killers=$(grep -m1 -E 'Fatal error|crashed|error:' "$out/test.log" | cut -c1-160)
    printf '%s\tkilled\t%s\n' "$name" "$killers" | tee -a "$results"
  else
    printf '%s\tSURVIVED\t\n' "$name" | tee -a "$results"
  fi
done <"$list"
echo
echo "killed: $(grep -c $'\tkilled\t' "$results"), survived: $(grep -c $'\tSURVIVED\t' "$results"), did not compile:" \
  "$(grep -c $'\tno-compile\t' "$results"), stale: $(grep -c $'\tstale\t' "$results")"
