#!/usr/bin/env python3
"""Checks that Bazel files are Starlark: Python syntax without what Starlark lacks.

    check_starlark.py FILE...

Starlark is a subset of Python's syntax, so each file is parsed as Python, then every construct
Starlark does not have is reported as `path:line:col: error: ...` (exit 1): classes, imports,
`while`, `try`, `with`, `raise`, `global`, generators, `async`, set literals, f-strings, `is`,
chained comparisons, decorators, and, outside a function, `if` and `for` (a .bzl file or a
BUILD file runs its top level once, as declarations). A BUILD file (or MODULE.bazel) may not
`def` either. `load` must be a top-level statement whose arguments are string literals.
Bazel cannot run on this machine; this is what a test can check of its files.
"""
import ast
import os
import sys

FORBIDDEN = {
    ast.ClassDef: "a class", ast.Import: "an import", ast.ImportFrom: "an import", ast.While: "a while loop",
    ast.Try: "try", ast.With: "with", ast.Raise: "raise", ast.Global: "global", ast.Nonlocal: "nonlocal",
    ast.Yield: "yield", ast.YieldFrom: "yield", ast.AsyncFunctionDef: "async", ast.AsyncFor: "async",
    ast.AsyncWith: "async", ast.Await: "await", ast.Set: "a set literal", ast.SetComp: "a set comprehension",
    ast.JoinedStr: "an f-string", ast.Assert: "assert", ast.Delete: "del", ast.NamedExpr: "the walrus operator",
    ast.GeneratorExp: "a generator expression",
}
TOP_LEVEL = (ast.Expr, ast.Assign, ast.AugAssign, ast.FunctionDef)


def problems(path, text):
    is_bzl = path.endswith(".bzl")
    try:
        tree = ast.parse(text, filename=path)
    except SyntaxError as error:
        yield error.lineno or 1, error.offset or 1, f"not Starlark syntax: {error.msg}"
        return
    loads = []
    for statement in tree.body:
        if not isinstance(statement, TOP_LEVEL):
            yield statement.lineno, statement.col_offset + 1, f"{type(statement).__name__.lower()} at the top level"
        if isinstance(statement, ast.FunctionDef) and not is_bzl:
            yield statement.lineno, statement.col_offset + 1, "a function outside a .bzl file"
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
            function = statement.value.func
            if isinstance(function, ast.Name) and function.id == "load":
                loads.append(statement.value)
    for node in ast.walk(tree):
        for kind, what in FORBIDDEN.items():
            if isinstance(node, kind):
                yield node.lineno, node.col_offset + 1, f"{what}, which Starlark does not have"
        if isinstance(node, ast.Compare):
            if len(node.ops) > 1:
                yield node.lineno, node.col_offset + 1, "a chained comparison, which Starlark does not have"
            if any(isinstance(op, (ast.Is, ast.IsNot)) for op in node.ops):
                yield node.lineno, node.col_offset + 1, "'is', which Starlark does not have"
        if isinstance(node, ast.FunctionDef) and node.decorator_list:
            yield node.lineno, node.col_offset + 1, "a decorator, which Starlark does not have"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "load":
            if node not in loads:
                yield node.lineno, node.col_offset + 1, "load must be a statement of its own at the top level"
            for argument in node.args + [keyword.value for keyword in node.keywords]:
                if not (isinstance(argument, ast.Constant) and isinstance(argument.value, str)):
                    yield argument.lineno, argument.col_offset + 1, "load takes string literals only"


def main(paths):
    failed = False
    for path in paths:
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for line, column, message in problems(os.path.basename(path), text):
            print(f"{path}:{line}:{column}: error: {message}")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
