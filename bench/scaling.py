"""bench/scaling: inputs that once grew faster than their size (issue 25, section 2), each run at
n, 2n and 4n; fails when doubling the input multiplies the time or the peak memory by more than
the margin. See bench/scaling for the command line."""

import argparse
import json
import os
import plistlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def write(folder, name, data):
    path = os.path.join(folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))


# Each generator writes one input of size n into a folder; n is chosen so that n takes at least
# about half a second on the project's machine, where the fault made it take seconds or minutes.
def symbol_name(folder, n):
    """A link whose name is n symbols (10k stars once took 15.6 s: property lookups per prefix)."""
    write(folder, "stars.md", "[" + "\u2605" * n + "](https://example.com/s)\n")


def nested_brackets(folder, n):
    """Balanced brackets [ x n, text, ] x n (20k once took 100 s)."""
    write(folder, "brackets.md", "[" * n + "text" + "]" * n + "(https://example.com/b)\n")


def token_chain(folder, n):
    """A design-token chain: each token refers to the next (1,000 tokens once took 34.8 s)."""
    lines = ['{\n  "color": {\n']
    for index in range(n):
        value = '"{color.t%d}"' % (index + 1) if index + 1 < n else '"#0055aa"'
        lines.append('    "t%d": {"$type": "color", "$value": %s},\n' % (index, value))
    lines.append('    "link": {"$type": "color", "$value": "{color.t0}"}\n  }\n}\n')
    write(folder, "tokens/colors.tokens.json", "".join(lines))


def token_fan_in(folder, n):
    """n tokens that each refer to one chain of 50: resolved once, not n times."""
    lines = ['{\n  "color": {\n']
    for index in range(50):
        value = '"{color.c%d}"' % (index + 1) if index + 1 < 50 else '"#0055aa"'
        lines.append('    "c%d": {"$type": "color", "$value": %s},\n' % (index, value))
    for index in range(n):
        lines.append('    "f%d": {"$type": "color", "$value": "{color.c0}"},\n' % index)
    lines.append('    "end": {"$type": "color", "$value": "#000000"}\n  }\n}\n')
    write(folder, "tokens/fan.tokens.json", "".join(lines))


def sheet_imports(folder, n):
    """@import of one sheet under n query strings: read and parsed once, imported once."""
    write(folder, "site/base.css", "a { color: #0055aa }\n" * 200)
    write(folder, "site/all.css", "".join('@import "base.css?v=%d";\n' % index for index in range(n)))
    write(folder, "site/page.html", '<html lang="en"><head><link rel="stylesheet" href="all.css"></head>'
          '<body><p>Read <a href="/a">the guide</a>.</p></body></html>\n')


def sheet_linked_often(folder, n):
    """One sheet linked n times from one page (5,000 once took 11.5 s and 487 MB)."""
    write(folder, "site/s.css", "".join("p.c%d a { color: #0055aa }\n" % index for index in range(200)))
    links = "".join('<link rel="stylesheet" href="s.css?%d">' % index for index in range(n))
    write(folder, "site/page.html", '<html lang="en"><head>' + links + '</head>'
          '<body><p>Read <a href="/a">the guide</a>.</p></body></html>\n')


def rules_by_links(folder, n):
    """n/4 style rules and n links on one page: matched through an index, not rules x elements."""
    rules = "".join(".r%d a.k%d { color: #0055aa }\n" % (index, index) for index in range(n // 4))
    links = "".join('<p class="r%d">See <a class="k%d" href="/p%d">page %d</a>.</p>\n' % (index, index, index, index)
                    for index in range(n))
    write(folder, "site/page.html", '<html lang="en"><head><style>' + rules + '</style></head><body>' + links
          + '</body></html>\n')


def plist_shared_value(folder, n):
    """A binary-plist .strings whose n keys share one 20 kB value (50k once reached 838 MB)."""
    value = "Read [the guide](https://example.com/guide). " * 450
    data = plistlib.dumps({"key%d" % index: value for index in range(n)}, fmt=plistlib.FMT_BINARY)
    write(folder, "App/en.lproj/Localizable.strings", data)


def nested_anchors(folder, n):
    """n nested <a> elements (100k once took 42 s and 847 MB)."""
    write(folder, "nested.html", '<html lang="en"><body>' + '<a href="/x">x' * n + "</a>" * n + "</body></html>\n")


def many_attributes(folder, n):
    """One element with n attributes (50k once took 13 s)."""
    attributes = " ".join('data-a%d="v"' % index for index in range(n))
    write(folder, "attributes.html", '<html lang="en"><body><a %s href="/x">x</a></body></html>\n' % attributes)


def long_href(folder, n):
    """One href of n kB."""
    write(folder, "href.html", '<html lang="en"><body><a href="https://example.com/%s">the guide</a></body></html>\n'
          % ("a" * (n * 1024)))


def nested_svg_titles(folder, n):
    """n nested SVG groups with titles inside a link."""
    groups = "<g><title>t</title>" * n + "</g>" * n
    write(folder, "svg.html", '<html lang="en"><body><a href="/x"><svg>' + groups + "</svg></a></body></html>\n")


def unclosed_template(folder, n):
    """An unclosed {{ in link text before n later links of the paragraph."""
    links = " ".join("[link %d](https://example.com/%d)" % (index, index) for index in range(n))
    write(folder, "template.md", "[a {{ b](https://example.com/t) " + links + " }}\n")


def token_cycle(folder, n):
    """n tokens on one reference cycle: reported once, not once per token (4,000: 4.3 s)."""
    lines = ['{\n  "color": {\n']
    for index in range(n):
        lines.append('    "a%d": {"$type": "color", "$value": "{color.a%d}"},\n' % (index, (index + 1) % n))
    lines.append('    "link": {"$type": "color", "$value": "{color.a0}"}\n  }\n}\n')
    write(folder, "tokens/cycle.tokens.json", "".join(lines))


def plist_nested_containers(folder, n):
    """A binary-plist .strings whose dictionaries hold one shared dictionary twice, n // 1000 levels
    deep beside n plain keys: 40 levels in 600 bytes once grew to 10 GB."""
    table = {"root": "[click here](https://example.com)"}
    for level in range(max(1, n // 1000)):
        table = {"k%d" % level: table, "j%d" % level: table}
    table.update({"key%d" % index: "Read [the guide](https://example.com/%d)." % index for index in range(n)})
    write(folder, "App/en.lproj/Localizable.strings", plistlib.dumps(table, fmt=plistlib.FMT_BINARY))


def shared_label(folder, n):
    """n links labelled by one paragraph of n words (4,000 once took 3.3 s and 486 MB)."""
    links = "".join('<a href="/x%d" aria-labelledby="d">w%d</a> ' % (index, index) for index in range(n))
    write(folder, "label.html", '<html lang="en"><body><p id="d">' + "word " * n + "</p>" + links + "</body></html>\n")


def nested_labels(folder, n):
    """n nested elements, each link labelled by its own ancestor and the next (4,000: 11.7 s, 735 MB)."""
    body = "".join('<div id="d%d"><a href="/x%d" aria-labelledby="d%d d%d" aria-describedby="d%d">click here</a>'
                   % (index, index, index, index + 1, index + 1) for index in range(n)) + "</div>" * n
    write(folder, "nested-labels.html", '<html lang="en"><body>' + body + "</body></html>\n")


def android_annotations(folder, n):
    """Android string resources: n strings of a link annotation each, and one string of n link
    annotations in a row, the first 200 of them nested (libxml2 reads 256 levels; issue 27)."""
    nested = '<annotation type="learn_more_link">more ' * 200 + "</annotation>" * 200
    row = " ".join('<annotation type="link">Learn more</annotation>' for _ in range(n))
    strings = "".join('    <string name="s%d">Text <annotation type="link">Learn more</annotation></string>\n' % index
                      for index in range(n))
    write(folder, "res/values/strings.xml",
          '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="nested">%s</string>\n'
          '    <string name="row">%s</string>\n%s</resources>\n' % (nested, row, strings))


def gettext_messages(folder, n):
    """A gettext catalog: n translated messages of a link each, one message continued over n
    lines of a link each, one whose msgid is a line of n links (its key is cut: every link
    carries it), and a translator comment of n lines (issue 27)."""
    header = 'msgid ""\nmsgstr ""\n"Language: de\\n"\n\n'
    comment = "".join("# note %d\n" % index for index in range(n))
    continued = "".join('"<a href=\\"/c%d\\">mehr</a> "\n' % index for index in range(n))
    messages = "".join('msgid "Text %d <a href=\\"/m%d\\">Learn more</a>"\nmsgstr "Text %d <a href=\\"/m%d\\">Mehr</a>"\n\n'
                       % (index, index, index, index) for index in range(n))
    write(folder, "locale/de/LC_MESSAGES/app.po",
          header + comment + 'msgid "long"\nmsgstr ""\n' + continued + "\n" + 'msgid ""\n' + continued.replace("mehr", "more")
          + 'msgstr ""\n' + continued + "\n" + messages)


def arb_messages(folder, n):
    """A Flutter bundle in two locales: n messages of a plural with a link in each branch, one
    message of n links, one of 12 choices in a row and one of choices nested 20 deep (their
    variants capped at 64; issue 27)."""
    def bundle(locale, word):
        link = '<a href="/%s">' + word + "</a>"
        members = {"@@locale": locale,
                   "row": "{a, select, x{%s} other{y}}" % (link % "x") * 12,
                   "deep": "{a, select, x{" * 20 + link % "d" + "} other{z}}" * 20,
                   "long": " ".join(link % ("l%d" % index) for index in range(n))}
        for index in range(n):
            members["m%d" % index] = "{count, plural, =1{One. %s} other{{count}. %s}}" % (link % index, link % index)
            members["@m%d" % index] = {"description": "Message %d." % index, "placeholders": {"count": {"type": "int"}}}
        return json.dumps(members, indent=2, ensure_ascii=False) + "\n"
    write(folder, "lib/l10n/app_en.arb", bundle("en", "Learn more"))
    write(folder, "lib/l10n/app_de.arb", bundle("de", "Mehr erfahren"))


def message_files(folder, n):
    """An i18next namespace in two locales: n nested messages of a link tag each, one message of
    n link tags, one of n numbered tags, one of n start tags never closed, and keys nested 100
    deep (read to 64; issue 27)."""
    def namespace(word):
        deep = {"x": "<link>%s</link>" % word}
        for _ in range(100):
            deep = {"d": deep}
        members = {"row": " ".join("<link>%s</link>" % word for _ in range(n)),
                   "trans": " ".join("<%d>%s</%d>" % (index, word, index) for index in range(n)),
                   "open": "<link>" * n + word,
                   "deep": deep,
                   "group": {"m%d_one" % index: "One. <helpLink>%s</helpLink>" % word for index in range(n)}}
        return json.dumps(members, indent=2, ensure_ascii=False) + "\n"
    write(folder, "public/locales/en/common.json", namespace("Learn more"))
    write(folder, "public/locales/de/common.json", namespace("Mehr erfahren"))


def translation_redirects(folder, n):
    """One message of n links whose translation links each elsewhere, and n marked spans: the
    translation compared link by link (2,000 took 14 s when each link scanned the others; issue
    27 review)."""
    def messages(prefix, word):
        return {"redirected": " ".join('<a href="/%s%d">%s %d</a>' % (prefix, index, word, index) for index in range(n)),
                "marked": " ".join("<link>%s %d</link>" % (word, index) for index in range(n))}
    write(folder, "locales/en.json", json.dumps(messages("p", "Page"), ensure_ascii=False) + "\n")
    write(folder, "locales/de.json", json.dumps(messages("q", "Seite"), ensure_ascii=False) + "\n")


def link_placeholders(folder, n):
    """Placeholders and tags the configuration names as links (linkMarkers), in an ARB pair and a
    message file only messageFiles names: one message of n placeholders, n messages of one each,
    one message of n named tags (issue 27)."""
    write(folder, ".linkaudit.yml", "linkMarkers: [termsLink, terms]\nmessageFiles: [\"src/strings/*.json\"]\n")
    def bundle(locale, word):
        members = {"@@locale": locale, "row": " ".join("%s {termsLink}" % word for _ in range(n))}
        members.update({"m%d" % index: "%s {termsLink}." % word for index in range(n)})
        return json.dumps(members, indent=2, ensure_ascii=False) + "\n"
    write(folder, "lib/l10n/app_en.arb", bundle("en", "Accept the"))
    write(folder, "lib/l10n/app_de.arb", bundle("de", "Akzeptiere die"))
    for locale, word in (("en", "terms"), ("de", "Bedingungen")):
        messages = {"tags": " ".join("<terms>%s</terms> {{termsLink}}" % word for _ in range(n))}
        write(folder, "src/strings/%s.json" % locale, json.dumps(messages, ensure_ascii=False) + "\n")


def long_key(folder, n):
    """A .strings value of n links under a key of 30 n bytes, and a Swift file naming it: every
    link, value and finding carries its key (a 300 kB key over 10,000 links took 111 s and 4.8 GB
    before keys were bounded)."""
    key = "k" * (30 * n)
    value = " ".join("[here %d](https://example.com/%d)" % (index, index) for index in range(n))
    write(folder, "App/en.lproj/Localizable.strings", '"%s" = "%s";\n' % (key, value))
    write(folder, "App/Screen.swift", 'import SwiftUI\n\nstruct Screen: View {\n    var body: some View { Text("%s") }\n}\n' % key)


# name: (generator, n at which one run takes about half a second or more)
GENERATORS = {
    "symbol-name": (symbol_name, 40_000),
    "nested-brackets": (nested_brackets, 20_000),
    "token-chain": (token_chain, 20_000),
    "token-fan-in": (token_fan_in, 20_000),
    "sheet-imports": (sheet_imports, 2_000),
    "sheet-linked-often": (sheet_linked_often, 5_000),
    "rules-by-links": (rules_by_links, 8_000),
    "plist-shared-value": (plist_shared_value, 5_000),
    "nested-anchors": (nested_anchors, 20_000),
    "many-attributes": (many_attributes, 50_000),
    "long-href": (long_href, 5_000),
    "nested-svg-titles": (nested_svg_titles, 5_000),
    "unclosed-template": (unclosed_template, 5_000),
    "token-cycle": (token_cycle, 10_000),
    "plist-nested-containers": (plist_nested_containers, 20_000),
    "shared-label": (shared_label, 5_000),
    "nested-labels": (nested_labels, 2_000),
    "android-annotations": (android_annotations, 5_000),
    "gettext-messages": (gettext_messages, 5_000),
    "arb-messages": (arb_messages, 2_000),
    "message-files": (message_files, 2_000),
    "translation-redirects": (translation_redirects, 5_000),
    "link-placeholders": (link_placeholders, 5_000),
    "long-key": (long_key, 5_000),
}


def run_once(binary, folder):
    """Wall seconds and peak resident kB of one run (os.wait4 gives the child's own maximum)."""
    start = time.monotonic()
    report = folder + ".json"
    process = subprocess.Popen([binary, ".", "--json", report, "--fail-on", "never", "-q", "--no-cache"],
                               cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.monotonic() - start
    if os.path.exists(report):
        os.remove(report)
    # 3: an input refused at a documented limit (the binary-plist budget), which is the fix.
    if os.waitstatus_to_exitcode(status) not in (0, 1, 3):
        raise RuntimeError("linkaudit exited %d in %s" % (os.waitstatus_to_exitcode(status), folder))
    return elapsed, usage.ru_maxrss


def measure(binary, generator, n, runs, scratch):
    folder = tempfile.mkdtemp(dir=scratch)
    try:
        generator(folder, n)
        results = [run_once(binary, folder) for _ in range(runs)]
        return statistics.median(r[0] for r in results), statistics.median(r[1] for r in results)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(prog="bench/scaling")
    parser.add_argument("--binary")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--margin", type=float, default=2.5,
                        help="the most a doubling may multiply time or memory by (default 2.5)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every n (CI: smaller)")
    parser.add_argument("--floor", type=float, default=0.25,
                        help="seconds below which a time is too small to judge: a ratio counts only "
                             "when the larger run takes at least this long (default 0.25)")
    parser.add_argument("--write-seeds", metavar="DIR",
                        help="write each generator's input at a small size into DIR (fuzzing seeds) and stop")
    parser.add_argument("names", nargs="*", help="generators to run (default: all)")
    arguments = parser.parse_args()
    if arguments.write_seeds:
        for name, (generator, _) in GENERATORS.items():
            generator(os.path.join(arguments.write_seeds, name), 40)
        return 0
    if not arguments.binary:
        parser.error("--binary is required")
    binary = os.path.abspath(arguments.binary)
    names = arguments.names or list(GENERATORS)
    unknown = [name for name in names if name not in GENERATORS]
    if unknown:
        parser.error("no generator %s; there are: %s" % (", ".join(unknown), ", ".join(GENERATORS)))
    scratch = tempfile.mkdtemp(prefix="linkaudit-scaling-")
    failed = []
    print("%-20s %8s %9s %9s %9s %7s %7s %7s  %s" % ("input", "n", "t(n) s", "t(2n) s", "t(4n) s", "x time", "x mem",
                                                   "MB(4n)", "verdict"))
    try:
        for name in names:
            generator, base = GENERATORS[name]
            n = max(1, int(base * arguments.scale))
            points = [measure(binary, generator, n * factor, arguments.runs, scratch) for factor in (1, 2, 4)]
            # Each doubling's ratio; a time too small to judge (start-up dominates) counts as 1.
            time_ratios = [b[0] / a[0] if b[0] >= arguments.floor else 1.0 for a, b in zip(points, points[1:])]
            memory_ratios = [b[1] / a[1] for a, b in zip(points, points[1:])]
            worst_time, worst_memory = max(time_ratios), max(memory_ratios)
            ok = worst_time <= arguments.margin and worst_memory <= arguments.margin
            if not ok:
                failed.append(name)
            print("%-20s %8d %9.2f %9.2f %9.2f %7.2f %7.2f %7.0f  %s" % (
                name, n, points[0][0], points[1][0], points[2][0], worst_time, worst_memory, points[2][1] / 1024,
                "ok" if ok else "GROWS FASTER THAN ITS INPUT"), flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if failed:
        print("bench/scaling: %s grow by more than %.1fx when their input doubles" % (", ".join(failed), arguments.margin))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
