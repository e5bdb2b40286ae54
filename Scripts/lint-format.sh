#!/usr/bin/env bash
# Checks that every Swift file of the repository is formatted as `.swift-format` says, with
# `swift format lint --strict` (the toolchain's): any finding fails. To fix the findings, run the
# same with `format --in-place` instead of `lint --strict`.
#
# Left out: the generator's golden output and the fixtures the guides quote
# (Tests/ServiceGraphGeneratorTests/Fixtures and ModuleFixtures), which are data the tests compare
# byte for byte, not code anyone formats.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=(lint --strict)
if [[ "${1:-}" == "--fix" ]]; then mode=(format --in-place); fi

git ls-files -z '*.swift' \
    | grep -zv -e '^Tests/ServiceGraphGeneratorTests/Fixtures/' -e '^Tests/ServiceGraphGeneratorTests/ModuleFixtures/' \
    | xargs -0 swift format "${mode[@]}"
