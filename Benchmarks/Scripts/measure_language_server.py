#!/usr/bin/env python3
"""Measurement 19: how fast `servicegraph lsp` answers an editor on a large manifest.

    measure_language_server.py [--smoke] [--repetitions R] [--results-dir DIR]

Runs the release `servicegraph lsp` (the debug build in smoke mode) as an editor does (JSON-RPC
over its standard input and output) on synthetic_graph.py's 1,000-service manifest (100 in smoke
mode), opened in a workspace folder. Times, from the last byte sent to the last byte of the
answer: the diagnostics published after an edit (alternately misspelling one dependency, which
the server reports with a "did you mean", and putting it back), and completion, hover,
definition, references and rename on that dependency. Writes language-server.json.
"""
import json
import os
import re
import subprocess
import tempfile
import time

from results import REPO_ROOT, generator_for, measurement, parse_arguments, row, write_results, write_synthetic_graph

COMMAND = "cd Benchmarks && Scripts/measure_language_server.py"


class Client:
    """A JSON-RPC client over a server process's pipes."""

    def __init__(self, argv):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                raise SystemExit("the language server closed its output")
            header += byte
        length = next(int(line.split(b":")[1]) for line in header.split(b"\r\n") if line.lower().startswith(b"content-length"))
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        """(seconds until the response, the response)."""
        identifier, self.next_id = self.next_id, self.next_id + 1
        started = time.perf_counter()
        self.send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == identifier:
                return time.perf_counter() - started, message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri, version):
        """The diagnostics published for `uri` at `version`, waiting for them."""
        while True:
            message = self.receive()
            params = message.get("params") or {}
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return params["diagnostics"]

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=30)


def dependency_position(text):
    """(line, character, name) of the last dependency string that is a name alone (`"s12"`, `"logger"`)."""
    lines = text.split("\n")
    for number in range(len(lines) - 1, -1, -1):
        for match in re.finditer(r'"dependencies": \[([^\]]*)\]', lines[number]):
            for name in re.finditer(r'"([A-Za-z_][A-Za-z0-9_]*)"', match.group(1)):
                return number, match.start(1) + name.start(1), name.group(1)
        stripped = lines[number].strip()
        if re.fullmatch(r'"s\d+",?', stripped):
            return number, lines[number].index('"') + 1, stripped.strip('",')
    raise SystemExit("no dependency in the manifest")


def measure_workspace(tool, root, path, repetitions, label):
    """The server on the workspace folder `root`, editing the manifest at `path`: (rows, first open ms)."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    uri = "file://" + path
    line, character, name = dependency_position(text)
    position = {"line": line, "character": character}
    document = {"uri": uri}

    client = Client([tool, "lsp"])
    client.request("initialize", {"rootUri": "file://" + root, "capabilities": {}})
    client.notify("initialized", {})
    started = time.perf_counter()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}})
    if client.diagnostics(uri, 1):
        raise SystemExit(f"{path} has diagnostics")
    open_ms = (time.perf_counter() - started) * 1000

    # Each edit misspells the dependency (`s12` -> `s12x`) or puts it back: the server re-reads the
    # whole manifest either way, and reports the misspelling with a "did you mean".
    edits = {"misspells a dependency": [], "fixes it": []}
    version = 1
    for _ in range(repetitions):
        for kind, (old, new) in (("misspells a dependency", (name, name + "x")), ("fixes it", (name + "x", name))):
            version += 1
            end = {"line": line, "character": character + len(old)}
            started = time.perf_counter()
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": position, "end": end}, "text": new}]})
            found = client.diagnostics(uri, version)
            edits[kind].append((time.perf_counter() - started) * 1000)
            if bool(found) != (kind == "misspells a dependency"):
                raise SystemExit(f"after the edit that {kind} the server published {found}")

    requests = {
        "completion in a dependency": ("textDocument/completion", {"textDocument": document, "position": position}),
        "hover on a dependency": ("textDocument/hover", {"textDocument": document, "position": position}),
        "go to definition": ("textDocument/definition", {"textDocument": document, "position": position}),
        "find references": ("textDocument/references", {"textDocument": document, "position": position,
                                                        "context": {"includeDeclaration": True}}),
        "rename": ("textDocument/rename", {"textDocument": document, "position": position, "newName": "renamed"}),
        "outline (document symbols)": ("textDocument/documentSymbol", {"textDocument": document}),
    }
    rows = [row(f"diagnostics after an edit that {kind}, {label}", samples, {"workspace": label})
            for kind, samples in edits.items()]
    for request, (method, params) in requests.items():
        samples = []
        for _ in range(repetitions):
            seconds, response = client.request(method, params)
            if "error" in response or not response.get("result"):
                raise SystemExit(f"{method} failed: {response}")
            samples.append(seconds * 1000)
        rows.append(row(f"{request}, {label}", samples, {"workspace": label}))
    client.close()
    return rows, open_ms


def main():
    arguments = parse_arguments(__doc__.splitlines()[0], default_repetitions=20)
    size = 100 if arguments.smoke else 1000
    tool, build = generator_for(arguments.smoke)
    workspace = tempfile.mkdtemp(prefix="servicegraph-lsp-")
    folder = os.path.join(workspace, "Sources", "App")
    write_synthetic_graph(size, folder)
    synthetic = f"{size:,} services"
    rows, synthetic_open = measure_workspace(tool, workspace, os.path.join(folder, "services.json"),
                                             arguments.repetitions, synthetic)
    # The sample as it is in the repository: the app's manifest composes five modules' manifests,
    # beside the Swift files of every target. The edits are the editor's, never saved.
    sample_root = os.path.join(REPO_ROOT, "Examples", "PersonalOS")
    sample_manifest = os.path.join(sample_root, "Sources", "PersonalOSKit", "services.json")
    sample = "the PersonalOS app (composes 5 modules)"
    sample_rows, sample_open = measure_workspace(tool, sample_root, sample_manifest, arguments.repetitions, sample)
    rows += sample_rows
    notes = (f"The {build} `servicegraph lsp`, one process per workspace: synthetic_graph.py's {synthetic} (one "
             "manifest in a workspace folder), and the PersonalOS sample's folder (six manifests and the Swift "
             "files of seven targets; the app's manifest, edited here, composes five of them, which the server "
             "reads with it on every edit). Each time runs from the last byte the client sent to the last byte of "
             "the answer (for an edit: the publishDiagnostics of the edited version). "
             f"{arguments.repetitions} samples each; the first open (its diagnostics: {synthetic_open:.1f} and "
             f"{sample_open:.1f} ms) is not among them.")
    write_results(arguments.results_dir, "language-server.json",
                  [measurement("19-language-server", "The language server's answers", "ms", COMMAND, None, rows, notes)],
                  {"services": size, "first open ms, synthetic": round(synthetic_open, 1),
                   "first open ms, PersonalOS": round(sample_open, 1)})
    for entry in rows:
        print(f"{entry['system']}: median {entry['median']:.1f} ms, max {entry['extra']['max']:.1f} ms")


if __name__ == "__main__":
    main()
