import LinkAuditModel

/// The HTML report's style sheet, filter form and inline script, and the Content-Security-Policy
/// that allows that one script by its SHA-256 hash and nothing else: no network, no `eval`, no other
/// script (issue 11, items 4 and 5).
enum HTMLPageAssets {
    /// Filters the findings by severity, rule, folder, language and text. The form is `hidden` in
    /// the markup and shown by this script, so without script the page shows everything in order.
    /// No `eval`, no network, no `innerHTML`: it only sets `hidden`, `open` and one text node.
    static let script = """
        (function(){var f=document.getElementById('filters');if(!f)return;f.hidden=false;\
        var items=document.querySelectorAll('li.finding'),groups=document.querySelectorAll('details.group'),\
        rules=document.querySelectorAll('section.rule'),out=document.getElementById('shown'),x=f.elements;\
        function run(){var s=x.sev.value,r=x.rule.value,d=x.dir.value,l=x.lang.value,t=x.q.value.toLowerCase(),\
        all=!s&&!r&&!d&&!l&&!t,n=0,i,e,ok;\
        for(i=0;i<items.length;i++){e=items[i];ok=all||((!s||e.dataset.sev==s)&&(!r||e.dataset.rule==r)&&\
        (!d||e.dataset.file.indexOf(d+'/')==0)&&(!l||e.dataset.lang==l)&&(!t||e.textContent.toLowerCase().indexOf(t)>=0));\
        e.hidden=!ok;if(ok)n++}\
        for(i=0;i<groups.length;i++){e=groups[i];e.hidden=!all&&!e.querySelector('li.finding:not([hidden])');if(!all&&!e.hidden)e.open=true}\
        for(i=0;i<rules.length;i++){rules[i].hidden=!all&&!rules[i].querySelector('details.group:not([hidden])')}\
        if(out)out.textContent=all?'':n+(n==1?' place matches':' places match')+' (of the places listed on this page)'}\
        f.addEventListener('input',run);f.addEventListener('change',run);\
        f.addEventListener('submit',function(v){v.preventDefault();run()})}());
        """

    /// `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-…'`, the hash over the
    /// script's UTF-8 bytes as they appear between `<script>` and `</script>`.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-\(SHA256.base64Digest(script))'; base-uri 'none'; form-action 'none'"

    /// The filter form: severity (those of the findings listed), rule, folder (the first two levels
    /// below the folder all findings share, so `../shared/corpus/help` rather than `..`) and language
    /// (of the findings' links), and a text search. Hidden until the script shows it.
    static func filterForm(rules: [RuleID], result: AuditResult, linksByID: LinkIndex) -> String {
        let escape = HTMLReporter.escape
        var languages = Set<String>()
        var folderPaths = Set<[Substring]>()
        for finding in result.findings {
            let folder = HTMLFindingsSection.folder(of: finding.file)
            folderPaths.insert(folder == "." ? [] : folder.split(separator: "/"))
            if let tag = finding.link.flatMap({ linksByID[$0]?.languageTag }) { languages.insert(tag.description) }
        }
        var shared = folderPaths.first ?? []
        for path in folderPaths {
            shared = Array(zip(shared, path).prefix { $0 == $1 }.map(\.0))
        }
        var folders = Set<String>()
        for path in folderPaths {
            for depth in (shared.count + 1)...(shared.count + 2) where depth <= path.count {
                folders.insert(path.prefix(depth).joined(separator: "/"))
            }
        }
        func select(_ name: String, _ label: String, _ values: [String]) -> String {
            var html = "<label>\(label) <select name=\"\(name)\"><option value=\"\">all</option>"
            for value in values { html += "<option value=\"\(escape(value))\">\(escape(value))</option>" }
            return html + "</select></label>\n"
        }
        var html = "<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter findings\" hidden>\n"
        let severities = Set(result.findings.map(\.severity))
        html += select("sev", "Severity", [Severity.error, .warning, .note].filter(severities.contains).map(\.rawValue))
        html += select("rule", "Rule", rules.sorted().map(\.rawValue))
        html += select("dir", "Folder", Array(folders.sorted().prefix(100)))
        html += select("lang", "Language", languages.sorted())
        html += "<label>Text <input name=\"q\" type=\"search\"></label>\n</form>\n"
        return html
    }

    static let style = """
        :root{color-scheme:light dark;--fg:#1b1b1b;--bg:#fff;--muted:#555;--line:#767676;--err:#a4000f;--warn:#7a4d00;--note:#0b5394;\
        --mark:#fff3a0;--focus:#0b57d0}
        @media (prefers-color-scheme:dark){:root{--fg:#eee;--bg:#161616;--muted:#bbb;--line:#8a8a8a;--err:#ff8a8a;--warn:#ffcc66;\
        --note:#8ab8ff;--mark:#5a4d00;--focus:#8ab4f8}}
        *{box-sizing:border-box}
        body{font:16px/1.5 system-ui,-apple-system,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:70rem;\
        padding:1rem;overflow-wrap:anywhere}
        :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
        h1{font-size:1.6rem}dl.about{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .75rem;margin:.5rem 0}dl.about dd{margin:0}
        ul.totals{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;font-size:1.1rem}
        ul.totals .error strong{color:var(--err)}ul.totals .warning strong{color:var(--warn)}ul.totals .note strong{color:var(--note)}
        table{border-collapse:collapse;width:100%}th,td{border:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}
        td.num{text-align:right;font-variant-numeric:tabular-nums}caption{text-align:left;font-weight:600;padding:.3rem 0}
        .scroll{overflow-x:auto;max-width:100%}
        ol.findings{padding-left:1.5rem}li.finding{margin:.75rem 0;border-left:4px solid var(--line);padding-left:.75rem}
        li.error{border-color:var(--err)}li.warning{border-color:var(--warn)}li.note{border-color:var(--note)}
        .badge{font-weight:700;text-transform:uppercase;font-size:.8rem}.badge.error{color:var(--err)}.badge.warning{color:var(--warn)}\
        .badge.note{color:var(--note)}
        blockquote.context{margin:.25rem 0;padding:.25rem .75rem;border-left:2px solid var(--line)}
        mark{background:var(--mark);color:inherit;text-decoration:underline;font-weight:600}
        code{font-family:ui-monospace,Menlo,monospace;font-size:.9em;overflow-wrap:anywhere}.count{font-weight:400;color:var(--muted)}
        p{margin:.25rem 0}details{margin:.35rem 0}summary{cursor:pointer}details.group>summary{padding:.2rem 0}
        a{color:inherit;text-decoration:underline}td.flag,li.flag{outline:2px solid var(--warn);outline-offset:-2px}
        form.filters{display:flex;flex-wrap:wrap;gap:.5rem 1rem;margin:1rem 0;padding:.5rem;border:1px solid var(--line)}
        form.filters label{max-width:100%}form.filters select,form.filters input{font:inherit;max-width:min(15rem,100%);color:var(--fg);background:var(--bg);border:1px solid var(--line)}
        [hidden]{display:none!important}
        @media print{.skip,form.filters{display:none}body{max-width:none;color:#000;background:#fff}\
        details:not([open])>:not(summary){display:none}li.finding{break-inside:avoid}}
        """
}
