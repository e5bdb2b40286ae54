#!/usr/bin/env python3
"""Writes machine.json (CPU, cores, memory, OS, toolchain, date) next to the results it describes.

    record_machine.py --results-dir DIR [--smoke]

Numbers mean little without the machine they came from; run.sh records it once per run, and
report.py prints it above the tables. --smoke marks the run, so its report says the numbers are
not real measurements.
"""
import argparse
import json
import os

from results import machine_info


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results-dir", required=True)
    parser.add_argument("--smoke", action="store_true")
    arguments = parser.parse_args()
    info = machine_info()
    info["run"] = "smoke" if arguments.smoke else "full"
    os.makedirs(arguments.results_dir, exist_ok=True)
    path = os.path.join(arguments.results_dir, "machine.json")
    with open(path, "w", encoding="utf-8") as file:
        json.dump(info, file, indent=2)
        file.write("\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
