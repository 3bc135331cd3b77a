"""Checks and measures a linkaudit HTML report in headless Chromium (called by scripts/check-report).

What it does, in order, on one browser session:
  1. loads the report at 1280 px (light) and prints the file size(s), the Performance API figures
     (first-paint, first-contentful-paint, domContentLoaded, load; milliseconds from navigation
     start) and the renderer's memory;
  2. at 320 px wide, checks that the page does not scroll horizontally (WCAG 1.4.10 Reflow);
  3. presses Tab a few times and checks that each focused element shows a focus indicator
     (an outline or a box-shadow; WCAG 2.4.7 Focus Visible), timing each press;
  4. runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules plus best practices) at 1280 px and 390 px wide,
     light and dark (prefers-color-scheme emulated through CDP), and prints every violation. It
     runs last: a run that exceeds --axe-timeout goes on inside the page, so the rest is skipped.

Every failure is named by a check and a viewport, e.g. "color-contrast 390-dark", "page-reflow
320-light", "focus-visible 1280-light". Failures listed in the known-violations file are printed as
"known:" and do not fail the run; anything else does (exit 1). --measure-only never fails on
findings. Exit 2: the page or the browser could not be used.

Memory: "renderer RSS" is the resident set size, read from /proc, of the largest Chromium renderer
process among the chromedriver's descendants (now, and its peak VmHWM); "JS heap" is CDP
Performance.getMetrics JSHeapUsedSize of the page. The RSS is the figure to quote.
"""

import argparse
import os
import signal
import socket
import sys
import threading
import time
from pathlib import Path
from urllib.parse import unquote

import urllib3
from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

# A page that stops answering shows as one of these: ChromeDriver's own timeouts (page load, script)
# or, when ChromeDriver hangs too, the socket timeout set in start_browser.
HANG_ERRORS = (TimeoutException, TimeoutError, urllib3.exceptions.TimeoutError)

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]
AXE_VIEWPORTS = [(1280, "light"), (1280, "dark"), (390, "light"), (390, "dark")]
REFLOW_WIDTH = 320
VIEWPORT_HEIGHT = 900
TAB_PRESSES = 5

AXE_RUN = """
const done = arguments[arguments.length - 1];
const started = performance.now();
axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})
  .then(r => done({
    ms: performance.now() - started,
    version: axe.version,
    violations: r.violations.map(v => ({
      id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
      targets: v.nodes.slice(0, 3).map(n => n.target.join(' '))
    }))
  }))
  .catch(e => done({error: String(e && e.stack || e)}));
"""

# A small page may fire load before its first paint: wait (at most 10 s) for the paint entries.
LOAD_FIGURES = """
const done = arguments[arguments.length - 1];
const started = performance.now();
const paint = name => { const e = performance.getEntriesByName(name)[0]; return e ? e.startTime : null; };
const report = () => {
  if (paint('first-contentful-paint') === null && performance.now() - started < 10000) {
    setTimeout(report, 50);
    return;
  }
  const nav = performance.getEntriesByType('navigation')[0] || {};
  done({
    firstPaint: paint('first-paint'), firstContentfulPaint: paint('first-contentful-paint'),
    domContentLoaded: nav.domContentLoadedEventEnd || null, load: nav.loadEventEnd || null,
    elements: document.getElementsByTagName('*').length,
    localLinks: [...new Set(Array.from(document.querySelectorAll('a[href]'), a => a.href)
      .filter(h => h.startsWith('file:')).map(h => h.split('#')[0]))]
  });
};
report();
"""

FOCUS_STATE = """
const e = document.activeElement;
if (!e || e === document.body || e === document.documentElement) return null;
const s = getComputedStyle(e);
const label = e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
  (e.getAttribute('href') ? '[href="' + e.getAttribute('href').slice(0, 40) + '"]' : '');
return {label: label, outlineStyle: s.outlineStyle, outlineWidth: s.outlineWidth,
        boxShadow: s.boxShadow, focusVisible: e.matches(':focus-visible')};
"""


def main():
    # `timeout` in scripts/check-report sends SIGTERM; exiting through `finally` quits the browser.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(2))
    args = parse_arguments()
    report = Path(args.report).resolve()
    if not report.is_file():
        return fail_setup(f"no report at {report}")
    known = read_known(args.known)
    driver = start_browser(args)
    failures = []
    try:
        measure_load(driver, report, args)
        failures += check_reflow(driver)
        failures += check_focus(driver)
        # axe-core last: a run that times out goes on in the page and keeps it busy.
        axe_failures, axe_viewports = run_axe_everywhere(driver, args)
        failures += axe_failures
        busy = any(check == "axe-timeout" for check, _, _ in axe_failures)
        print_memory(driver, "at the end", page_answers=not busy)
    except HANG_ERRORS as error:
        return fail_setup(f"timed out: {error}")
    except WebDriverException as error:
        return fail_setup(f"the browser failed: {error.msg or error}")
    finally:
        quit_browser(driver)
    return judge(failures, known, set(axe_viewports), args)


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("report", help="the HTML report to check")
    parser.add_argument("--known", help="file of known failures ('check viewport' a line)")
    parser.add_argument("--measure-only", action="store_true", help="print figures, never fail on findings")
    parser.add_argument("--load-timeout", type=float, default=120, help="seconds for the page to load")
    parser.add_argument("--axe-timeout", type=float, default=120, help="seconds for one axe-core run")
    parser.add_argument("--axe", required=True, help="path of axe.min.js")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    return parser.parse_args()


def read_known(path):
    """Known failures as a set of (check, viewport); '#' starts a comment."""
    if not path or not os.path.exists(path):
        return set()
    known = set()
    for number, line in enumerate(Path(path).read_text().splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        if len(words) != 2:
            sys.exit(f"check-report: {path}:{number}: expected 'check viewport', got {line.strip()!r}")
        known.add((words[0], words[1]))
    return known


def start_browser(args):
    options = webdriver.ChromeOptions()
    options.binary_location = args.chromium
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                 "--disable-extensions", "--no-first-run", "--hide-scrollbars",
                 f"--window-size=1280,{VIEWPORT_HEIGHT}"]:
        options.add_argument(flag)
    options.page_load_strategy = "normal"
    # Every WebDriver command gives up after this long, rather than waiting for a hung page forever.
    socket.setdefaulttimeout(max(args.load_timeout, args.axe_timeout) + 60)
    try:
        driver = webdriver.Chrome(options=options, service=Service(executable_path=args.chromedriver))
    except WebDriverException as error:
        fail_setup(
            f"Chromium did not start ({args.chromium} through {args.chromedriver}): "
            f"{(error.msg or str(error)).strip()}\n"
            "  Install both with: apt-get install chromium chromium-driver (their versions must match);\n"
            "  in a container the flags --no-sandbox --disable-dev-shm-usage are already passed.")
    driver.set_page_load_timeout(args.load_timeout)
    driver.set_script_timeout(args.axe_timeout)
    driver.execute_cdp_cmd("Performance.enable", {})
    return driver


def set_viewport(driver, width, scheme):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": VIEWPORT_HEIGHT, "deviceScaleFactor": 1, "mobile": False})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def measure_load(driver, report, args):
    set_viewport(driver, 1280, "light")
    started = time.monotonic()
    driver.get(report.as_uri())
    wall = time.monotonic() - started
    figures = driver.execute_async_script(LOAD_FIGURES)
    sizes = {report: report.stat().st_size}
    for link in figures["localLinks"]:
        path = Path(unquote(link.removeprefix("file://")))
        if path.is_file():
            sizes[path] = path.stat().st_size
    print(f"file: {report} {mb(sizes[report])}")
    if len(sizes) > 1:
        print(f"  with {len(sizes) - 1} linked local files: {mb(sum(sizes.values()))} in all")
    print(f"elements: {figures['elements']}")
    print("load (ms from navigation start, Performance API): "
          f"first-paint {ms(figures['firstPaint'])}, first-contentful-paint {ms(figures['firstContentfulPaint'])}, "
          f"domContentLoaded {ms(figures['domContentLoaded'])}, load {ms(figures['load'])}; "
          f"WebDriver get() returned after {wall * 1000:.0f} ms")
    print_memory(driver, "after load")


def print_memory(driver, when, page_answers=True):
    renderer = largest_renderer(driver.service.process.pid)
    rss = f"{mb(renderer[0] * 1024)} now, peak {mb(renderer[1] * 1024)}" if renderer else "not found"
    heap = "not asked (the page is busy)"
    if page_answers:
        metrics = {m["name"]: m["value"] for m in driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]}
        heap = f"{mb(metrics.get('JSHeapUsedSize', 0))} (CDP Performance.getMetrics)"
    print(f"renderer memory {when}: RSS {rss} (largest renderer process, /proc); JS heap used {heap}")


def descendants(root):
    """The ids of every process descending from root, read from /proc."""
    children = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            parent = int(stat.rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry.name))
    found, stack = [], list(children.get(root, []))
    while stack:
        pid = stack.pop()
        found.append(pid)
        stack += children.get(pid, [])
    return found


def largest_renderer(root):
    """(VmRSS, VmHWM) in KiB of the largest '--type=renderer' process descending from root, or None."""
    best = None
    for pid in descendants(root):
        try:
            if b"--type=renderer" not in Path(f"/proc/{pid}/cmdline").read_bytes():
                continue
            status = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines())
            rss, peak = (int(status[k].split()[0]) for k in ("VmRSS", "VmHWM"))
        except (OSError, KeyError, ValueError):
            continue
        if best is None or rss > best[0]:
            best = (rss, peak)
    return best


def run_axe_everywhere(driver, args):
    """The failures axe-core finds, and the viewports where its run finished in time."""
    axe_source = Path(args.axe).read_text()
    failures, finished = [], []
    for width, scheme in AXE_VIEWPORTS:
        viewport = f"{width}-{scheme}"
        set_viewport(driver, width, scheme)
        inject_axe(driver, axe_source)
        try:
            result = driver.execute_async_script(AXE_RUN, AXE_TAGS)
        except HANG_ERRORS:
            print(f"axe {viewport}: no result within {args.axe_timeout:.0f} s (--axe-timeout); "
                  "the remaining axe runs are skipped")
            failures.append(("axe-timeout", viewport, f"axe-core took over {args.axe_timeout:.0f} s"))
            return failures, finished
        if "error" in result:
            failures.append(("axe-error", viewport, result["error"].splitlines()[0]))
            continue
        finished.append(viewport)
        violations = result["violations"]
        print(f"axe {result['version']} {viewport}: {len(violations)} violations ({result['ms'] / 1000:.1f} s)")
        for v in violations:
            detail = f"{v['impact']}, {v['count']} nodes: {v['help']}; e.g. " + " | ".join(v["targets"])
            failures.append((v["id"], viewport, detail))
    return failures, finished


def inject_axe(driver, axe_source):
    """Injects axe-core through WebDriver, which a Content-Security-Policy does not stop (checked with
    default-src 'none' in Chromium 156); should a policy ever stop it, the page is reloaded with CDP
    Page.setBypassCSP."""
    driver.execute_script(axe_source)
    if driver.execute_script("return typeof axe") == "object":
        return
    print("axe-core did not load; reloading with the page's Content-Security-Policy bypassed")
    driver.execute_cdp_cmd("Page.setBypassCSP", {"enabled": True})
    driver.refresh()
    driver.execute_script(axe_source)
    if driver.execute_script("return typeof axe") != "object":
        raise WebDriverException("axe-core could not be injected into the page")


def check_reflow(driver):
    set_viewport(driver, REFLOW_WIDTH, "light")
    widths = driver.execute_script(
        "return [document.documentElement.scrollWidth, window.innerWidth];")
    print(f"reflow at {REFLOW_WIDTH} px: the page is {widths[0]} px wide in a {widths[1]} px viewport")
    if widths[0] <= widths[1]:
        return []
    return [("page-reflow", f"{REFLOW_WIDTH}-light",
             f"scrolls horizontally: scrollWidth {widths[0]} px > innerWidth {widths[1]} px")]


def check_focus(driver):
    set_viewport(driver, 1280, "light")
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
    failures, seen = [], 0
    for press in range(1, TAB_PRESSES + 1):
        started = time.monotonic()
        ActionChains(driver).send_keys(Keys.TAB).perform()
        state = driver.execute_script(FOCUS_STATE)
        took = (time.monotonic() - started) * 1000
        if state is None:
            print(f"focus, Tab {press}: nothing focused ({took:.0f} ms)")
            break
        seen += 1
        visible = (state["outlineStyle"] != "none" and state["outlineWidth"] not in ("0px", "")) \
            or state["boxShadow"] not in ("none", "")
        print(f"focus, Tab {press}: {state['label']} outline {state['outlineStyle']} {state['outlineWidth']}, "
              f"box-shadow {state['boxShadow']} ({took:.0f} ms)")
        if not visible:
            failures.append(("focus-visible", "1280-light", f"no outline or box-shadow on {state['label']}"))
    if seen == 0:
        failures.append(("focus-visible", "1280-light", "Tab focuses nothing"))
    return failures


def judge(failures, known, axe_viewports, args):
    """Prints every failure as known, new (FAIL) or found (--measure-only); the exit status.
    A known failure is "fixed" only where its check ran: the page checks always, axe in
    axe_viewports."""
    found = {(check, viewport) for check, viewport, _ in failures}
    new = 0
    for check, viewport, detail in failures:
        if args.measure_only:
            print(f"found: {check} {viewport}: {detail}")
        elif (check, viewport) in known:
            print(f"known: {check} {viewport}: {detail}")
        else:
            new += 1
            print(f"FAIL: {check} {viewport}: {detail}")
    page_checks = ("page-reflow", "focus-visible")
    for check, viewport in sorted(known - found):
        if not args.measure_only and (check in page_checks or viewport in axe_viewports):
            print(f"fixed: {check} {viewport} no longer fails; remove it from {args.known}")
    if args.measure_only:
        print(f"measure-only: {len(found)} failing checks, not judged")
        return 0
    if new:
        print(f"check-report: {new} failures not in {args.known or 'the known list'}")
        return 1
    print(f"check-report: passed ({len(found)} known failures)")
    return 0


def fail_setup(message):
    print(f"check-report: {message}", file=sys.stderr)
    sys.exit(2)


def quit_browser(driver):
    """Quits the session, then kills whatever of Chromium is left (a busy page may not quit)."""
    leftovers = {pid: start_time(pid) for pid in descendants(driver.service.process.pid)}
    quitting = threading.Thread(target=quit_quietly, args=(driver,), daemon=True)
    quitting.start()
    quitting.join(30)
    for pid, started in leftovers.items():
        if started is not None and start_time(pid) == started:  # the same process, not a reused id
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:  # gone meanwhile
                pass


def quit_quietly(driver):
    try:
        driver.quit()
    except Exception:  # a hung or vanished browser: quit_browser kills what is left
        pass


def start_time(pid):
    """When the process started (clock ticks since boot, /proc/PID/stat field 22), or None if gone."""
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19])
    except (OSError, IndexError, ValueError):
        return None


def mb(size):
    return f"{size / 1_000_000:.1f} MB" if size >= 100_000 else f"{size / 1000:.1f} kB"


def ms(value):
    return "n/a" if value is None else f"{value:.0f}"


if __name__ == "__main__":
    sys.exit(main())
