"""bench/guard's measurer: median CPU time of linkaudit and of the parse floor on the same files,
their ratio, and the committed figure it is held to (see bench/guard for the input).

Usage: python3 bench/guard.py WORK LINKAUDIT RUNS FIGURES
"""

import os
import resource
import statistics
import subprocess
import sys
import tempfile

work, linkaudit, runs, figures_path = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
# How far past its committed figure a ratio may go before the guard fails (issue 22: 30%).
TOLERANCE = 1.30


def files(folder, suffix):
    found = []
    for root, _, names in os.walk(folder):
        found += [os.path.join(root, name) for name in names if name.endswith(suffix)]
    return sorted(found)


def cpu_seconds(command, checked):
    """User + system CPU seconds of one run of `command` (its children included), output discarded;
    exits when a `checked` command fails (the floors' exit statuses say what they think of the input)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(os.devnull, "wb") as null:
        status = subprocess.run(command, stdout=null, stderr=null).returncode
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if checked and status != 0:
        sys.exit("bench/guard: %s exited with %d" % (command[0], status))
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median_cpu(command, passes=1, checked=False):
    cpu_seconds(command, checked)  # warm-up: the files in the page cache, the binary loaded
    return statistics.median(cpu_seconds(command, checked) for _ in range(runs)) / passes


def read_figures(path):
    figures = {}
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                name, value = line.split()
                figures[name] = float(value)
    return figures


report = os.path.join(tempfile.mkdtemp(), "report.json")
audit = [linkaudit, "--quiet", "--fail-on", "never", "--no-cache", "--json", report]
markdown = files(os.path.join(work, "md"), ".md")
pages = [p for p in files(os.path.join(work, "html"), "") if ".html" in os.path.basename(p)]
# name, label, files, linkaudit's command, the floor's command, the floor's passes over the files
# (so that its run lasts long enough to time), the floor's name.
checks = [
    ("markdown", "Markdown", markdown, audit + markdown,
     ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter"] + markdown * 4, 4, "cmark-gfm"),
    ("html", "HTML", pages, audit + pages, ["xmllint", "--html", "--noout"] + pages * 8, 8, "xmllint --html --noout"),
]
figures = read_figures(figures_path)
failed = []
print("| input | files | MB | linkaudit CPU | floor | floor CPU | ratio | committed | limit | within? |")
print("|---|---|---|---|---|---|---|---|---|---|")
for name, label, paths, command, floor, passes, floor_name in checks:
    megabytes = sum(os.path.getsize(p) for p in paths) / 1e6
    ours = median_cpu(command, checked=True)
    base = median_cpu(floor, passes)
    ratio = ours / base
    committed = figures.get(name + "-cpu-ratio")
    limit = committed * TOLERANCE if committed else None
    within = limit is None or ratio <= limit
    if not within:
        failed.append(name)
    print("| %s | %d | %.1f | %.2f s | %s | %.2f s | %.2fx | %s | %s | %s |" % (
        label, len(paths), megabytes, ours, floor_name, base, ratio,
        "%.2fx" % committed if committed else "none", "%.2fx" % limit if limit else "none", "yes" if within else "NO"))
if failed:
    print("bench/guard: linkaudit's CPU ratio on %s is more than 30%% past the figure in %s. Find what got slower "
          "(bench/run, perf record -g), or, if the cost is meant, update the figure in a commit of its own that says why."
          % (" and ".join(failed), figures_path), file=sys.stderr)
    sys.exit(1)
