#!/usr/bin/env bash
# Checks that every Swift file of the repository is formatted as `.swift-format` says, with
# `swift format lint --strict` (the toolchain's): any finding fails. To fix the findings, run the
# same with `format --in-place` instead of `lint --strict`.
#
# Left out: the generator's golden output (the fixtures' Expected.swift), which tests compare byte
# for byte with what the generator writes. It is generated code, and swift format 6.3.1 would
# also rewrite `#sourceLocation(file: "services.json", line: 7)`, the spelling Swift documents.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=(lint --strict)
if [[ "${1:-}" == "--fix" ]]; then mode=(format --in-place); fi

git ls-files -z '*.swift' \
    | grep -zv -E '^Tests/ServiceGraphGeneratorTests/(Fixtures|ModuleFixtures)/.*/Expected\.swift$' \
    | xargs -0 swift format "${mode[@]}"
