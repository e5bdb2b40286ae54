"""The report's part for issue 35 (the language server): its goal, read from measurement 19
(language-server.json, as measure_language_server.py writes it). report.py calls `goals(files)`."""
from report import Goal, find_measurement, number, over

ISSUE = "#35"
LIMIT_MS = 100
SIZE = 1000


def goals(files):
    """Diagnostics published within 100 ms of an edit of a 1,000-service manifest: every sample,
    of both kinds of edit, judged by the slowest."""
    goal = Goal(f"Diagnostics published within {LIMIT_MS} ms of an edit of a {SIZE:,}-service manifest "
                "(`servicegraph lsp`, the slowest of every edit measured)", ISSUE)
    found = find_measurement(files, "19-language-server")
    edits = [entry for entry in (found or {}).get("rows", [])
             if entry["system"].startswith("diagnostics after") and entry["system"].endswith(f"{SIZE:,} services")]
    if edits:
        slowest = max(entry["extra"]["max"] for entry in edits)
        medians = " and ".join(f"{number(entry['median'])}" for entry in edits)
        goal.judge(slowest <= LIMIT_MS, f"slowest {number(slowest)} ms (medians {medians} ms)"
                   + ("" if slowest <= LIMIT_MS else f" ({over(slowest, LIMIT_MS)})"))
    return [goal]
