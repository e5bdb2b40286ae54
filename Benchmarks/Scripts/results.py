"""The shared shape of Benchmarks/Results/*.json, and the helpers every measurement uses.

Every results file holds {"measurements": [...], "facts": {...}}; a measurement has an id, a
title, a unit, the command that reproduces it, the name of its baseline row (or null) and rows
of {"system", "median", "p25", "p75", "samples", "extra"}. report.py reads only this shape, so
every script writes through `measurement`, `row` and `write_results`.
"""
import argparse
import collections
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

SCRIPTS_DIR = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS_DIR = os.path.dirname(SCRIPTS_DIR)
REPO_ROOT = os.path.dirname(BENCHMARKS_DIR)
RESULTS_DIR = os.path.join(BENCHMARKS_DIR, "Results")
SYNTHETIC_GRAPH = os.path.join(SCRIPTS_DIR, "synthetic_graph.py")


def parse_arguments(description, default_repetitions, configure=None):
    """The options every measurement takes: --smoke, --repetitions, --results-dir.

    In smoke mode the results go to a fresh temporary directory unless --results-dir says
    otherwise, so a smoke run can never overwrite the committed results. configure, when given,
    adds a measurement's own options to the parser.
    """
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--smoke", action="store_true",
                        help="tiny sizes and one or two repetitions, results in a temp dir")
    parser.add_argument("--repetitions", type=int,
                        help=f"timed runs per case (default {default_repetitions})")
    parser.add_argument("--results-dir", help=f"where to write the JSON (default {RESULTS_DIR})")
    if configure is not None:
        configure(parser)
    arguments = parser.parse_args()
    if arguments.results_dir is None:
        arguments.results_dir = (tempfile.mkdtemp(prefix="servicegraph-bench-smoke-")
                                 if arguments.smoke else RESULTS_DIR)
    if arguments.repetitions is None:
        arguments.repetitions = min(default_repetitions, 2) if arguments.smoke else default_repetitions
    return arguments


def summarize(samples):
    """Median, quartiles and range of the samples (quartiles inclusive, so 1 sample works)."""
    ordered = sorted(samples)
    if len(ordered) > 1:
        p25, _, p75 = statistics.quantiles(ordered, n=4, method="inclusive")
    else:
        p25 = p75 = ordered[0]
    return {"median": statistics.median(ordered), "p25": p25, "p75": p75,
            "min": ordered[0], "max": ordered[-1]}


def row(system, samples, extra=None):
    """One system's line in a measurement table, from its raw samples."""
    summary = summarize(samples)
    extra = dict(extra or {})
    extra.setdefault("min", summary["min"])
    extra.setdefault("max", summary["max"])
    return {"system": system, "median": summary["median"], "p25": summary["p25"],
            "p75": summary["p75"], "samples": len(samples), "extra": extra}


def measurement(identifier, title, unit, command, baseline, rows, notes):
    return {"id": identifier, "title": title, "unit": unit, "command": command,
            "baseline": baseline, "rows": rows, "notes": notes}


def write_results(results_dir, file_name, measurements, facts, extra=None):
    """Writes one results file; extra holds further top-level keys (compile-phases.json's "phases")."""
    os.makedirs(results_dir, exist_ok=True)
    path = os.path.join(results_dir, file_name)
    with open(path, "w", encoding="utf-8") as file:
        json.dump({"measurements": measurements, "facts": facts, **(extra or {})}, file, indent=2,
                  ensure_ascii=False)
        file.write("\n")
    print(f"wrote {path}")
    return path


ProcessRun = collections.namedtuple("ProcessRun", "seconds peak_mib cpu_seconds")


def run_timed(argv, cwd=None, log_path=None):
    """Runs one process to completion; returns (ProcessRun, exit status).

    The CPU time (user + system) is kept beside the wall time: on a multi-core machine a
    process that works on several cores at once takes less wall time than CPU time.

    The child's own rusage comes from wait4, so the peak memory is that process's (and its
    waited-for children's), with no dependency on /usr/bin/time. Output goes to log_path, or
    is discarded.
    """
    log = open(log_path, "wb") if log_path else subprocess.DEVNULL
    try:
        start = time.perf_counter()
        child = subprocess.Popen(argv, cwd=cwd, stdout=log, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - start
    finally:
        if log_path:
            log.close()
    child.returncode = os.waitstatus_to_exitcode(status)
    # Linux reports ru_maxrss in KiB, macOS in bytes.
    rss_bytes = usage.ru_maxrss if sys.platform == "darwin" else usage.ru_maxrss * 1024
    cpu = usage.ru_utime + usage.ru_stime
    return ProcessRun(elapsed, rss_bytes / (1024 * 1024), cpu), child.returncode


def run_checked(argv, cwd=None, log_path=None):
    """run_timed, failing loudly (with the end of the log) when the process fails."""
    run, status = run_timed(argv, cwd=cwd, log_path=log_path)
    if status != 0:
        tail = ""
        if log_path:
            with open(log_path, encoding="utf-8", errors="replace") as file:
                tail = "".join(file.readlines()[-30:])
        raise SystemExit(f"command failed with status {status}: {' '.join(argv)}\n{tail}")
    return run


def write_if_changed(path, text):
    """Writes text to path unless the file already holds it (an untouched file keeps its mtime,
    so a build does not see it as edited). Returns whether it wrote."""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            if file.read() == text:
                return False
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return True


def write_synthetic_graph(count, directory, chain=False):
    argv = [sys.executable, SYNTHETIC_GRAPH, str(count), directory] + (["--chain"] if chain else [])
    subprocess.run(argv, check=True)


def count_lines(path):
    """(all lines, code lines): code lines leave out blank lines and // comments."""
    total = code = 0
    with open(path, encoding="utf-8") as file:
        for line in file:
            total += 1
            stripped = line.strip()
            if stripped and not stripped.startswith("//"):
                code += 1
    return total, code


def build_release_generator():
    """Builds `servicegraph` in release into .build-release and returns the binary's path."""
    return build_generator_binary(["-c", "release", "--scratch-path", os.path.join(REPO_ROOT, ".build-release")])


def build_debug_generator():
    """Builds `servicegraph` in debug in the repository's own .build and returns the binary's path."""
    return build_generator_binary([])


def generator_for(smoke):
    """(binary, "release" or "debug"): the `servicegraph` a measurement runs.

    A smoke run checks the scripts, not the numbers, so it runs the debug build, which CI's
    earlier steps have already built in the repository's .build, instead of compiling the
    generator in release too (nearly all of the smoke run's generator step, about two minutes)."""
    return (build_debug_generator(), "debug") if smoke else (build_release_generator(), "release")


def build_generator_binary(options):
    """`swift build --product servicegraph` in the repository with options; the binary's path."""
    base = ["swift", "build", "--product", "servicegraph"] + options
    # SwiftPM itself has died of a signal here once (SIGSEGV in libdispatch, after linking): a
    # build that a signal ends is tried once more; one that fails is not.
    status = subprocess.run(base, cwd=REPO_ROOT).returncode
    if status < 0:
        print(f"swift build died of signal {-status}; trying once more", file=sys.stderr)
        status = subprocess.run(base, cwd=REPO_ROOT).returncode
    if status != 0:
        raise subprocess.CalledProcessError(status, base)
    bin_dir = subprocess.run(base + ["--show-bin-path"], cwd=REPO_ROOT, check=True,
                             capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "servicegraph")


def machine_info():
    """CPU, cores, memory, OS, toolchain and date, for the report's machine section."""
    cpu = platform.processor() or platform.machine()
    if os.path.exists("/proc/cpuinfo"):
        with open("/proc/cpuinfo", encoding="utf-8") as file:
            for line in file:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    memory_gib = None
    if os.path.exists("/proc/meminfo"):
        with open("/proc/meminfo", encoding="utf-8") as file:
            for line in file:
                if line.startswith("MemTotal:"):
                    memory_gib = round(int(line.split()[1]) / (1024 * 1024), 1)
                    break
    distribution = None
    if os.path.exists("/etc/os-release"):
        with open("/etc/os-release", encoding="utf-8") as file:
            for line in file:
                if line.startswith("PRETTY_NAME="):
                    distribution = line.split("=", 1)[1].strip().strip('"')
    uname = platform.uname()
    toolchain = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory_gib": memory_gib,
        "os": " ".join(part for part in (distribution, f"{uname.system} {uname.release} {uname.machine}") if part),
        "toolchain": (toolchain.stdout + toolchain.stderr).strip(),
        "python": platform.python_version(),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }
