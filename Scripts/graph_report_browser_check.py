#!/usr/bin/env python3
"""Opens one HTML graph report in headless Chromium and checks it, for test-graph-report.sh.

    graph_report_browser_check.py BROWSER REPORT.html SERVICE SCREENSHOT.png [--max-ready-ms 2000]

Talks to the browser over its DevTools protocol on a pipe (--remote-debugging-pipe: JSON
messages ending in a NUL byte, commands on its fd 3, replies on its fd 4), so it needs only
Python's standard library. It opens REPORT.html#selftest=SERVICE, whose script searches for
SERVICE, picks it and checks the dependencies and child scopes it lists for it, then writes
PASS or FAIL and its ready time into #selftest. This script also fails on any uncaught
exception, console error, log error or request that leaves the file (the report must load
nothing), and on a ready time over the limit; it saves a screenshot of the page in every case.
"""
import argparse
import base64
import fcntl
import json
import os
import pathlib
import select
import subprocess
import sys
import tempfile
import time


class Browser:
    """A headless Chromium driven over --remote-debugging-pipe."""

    def __init__(self, executable, profile):
        read_end, self.to_browser = os.pipe()
        self.from_browser, write_end = os.pipe()
        # Copies numbered 10 and up, closed on exec, so that placing them at 3 and 4 in the child
        # cannot overwrite one with the other.
        child_read = fcntl.fcntl(read_end, fcntl.F_DUPFD_CLOEXEC, 10)
        child_write = fcntl.fcntl(write_end, fcntl.F_DUPFD_CLOEXEC, 10)
        for fd in (read_end, write_end):
            os.close(fd)

        def give_pipes():  # In the child: the protocol's pipes become fds 3 and 4, kept across exec.
            os.dup2(child_read, 3)
            os.dup2(child_write, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", f"--user-data-dir={profile}", "about:blank"],
            preexec_fn=give_pipes, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(child_read)
        os.close(child_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None, timeout=20):
        """Sends one command and returns its result, keeping the events that arrive meanwhile."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self.receive(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def receive(self, deadline):
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.from_browser], [], [], remaining)[0]:
                raise TimeoutError("the browser did not answer in time")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its DevTools pipe")
            self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def problems_reported(events):
    """What the page reported going wrong: exceptions, console and log errors, requests out."""
    problems = []
    for event in events:
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            problems.append("exception: " + details.get("exception", {}).get("description", details.get("text", "")))
        elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
            problems.append("console error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"]))
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            problems.append("log error: " + params["entry"]["text"])
        elif method == "Network.requestWillBeSent" and not params["request"]["url"].startswith(("file:", "data:", "about:")):
            problems.append("request: " + params["request"]["url"])
    return problems


def check(executable, report, service, screenshot, max_ready_ms):
    url = pathlib.Path(report).resolve().as_uri() + "#selftest=" + service
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(executable, profile)
        try:
            target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            for domain in ("Runtime", "Log", "Network", "Page"):
                browser.send(domain + ".enable", session=session)
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": 1400, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session=session)
            browser.send("Page.navigate", {"url": url}, session=session)
            verdict, deadline = "", time.monotonic() + 20
            while not verdict and time.monotonic() < deadline:
                time.sleep(0.1)
                verdict = browser.send("Runtime.evaluate", {
                    "expression": "document.getElementById('selftest')?.textContent ?? ''", "returnByValue": True,
                }, session=session)["result"].get("value", "")
            shot = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)
            pathlib.Path(screenshot).write_bytes(base64.b64decode(shot["data"]))
            problems = problems_reported(browser.events)
        finally:
            browser.close()
    if not verdict:
        problems.append("the page never wrote its self-test verdict (did its script fail to run?)")
    elif not verdict.startswith("PASS"):
        problems.append(verdict)
    ready = verdict.rpartition("ready=")[2].removesuffix("ms")
    if ready.isdigit() and int(ready) > max_ready_ms:
        problems.append(f"ready after {ready} ms, over the {max_ready_ms} ms allowed")
    name = os.path.basename(report)
    for problem in problems:
        print(f"{name}: {problem}", file=sys.stderr)
    print(f"{name}: {'FAIL' if problems else 'PASS'}, ready in {ready or '?'} ms, screenshot {screenshot}")
    return not problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("browser")
    parser.add_argument("report")
    parser.add_argument("service")
    parser.add_argument("screenshot")
    parser.add_argument("--max-ready-ms", type=int, default=2000)
    arguments = parser.parse_args()
    ok = check(arguments.browser, arguments.report, arguments.service, arguments.screenshot, arguments.max_ready_ms)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
