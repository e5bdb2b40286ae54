/// The HTML report's fixed parts: the page, its style, and where the graph's data goes. The
/// script is `HTMLReportScript`. Nothing here names a URL, so the page works offline and from
/// any file.
enum HTMLReportTemplate {
    /// The page around `data`, a JSON object already escaped for a script element.
    static func page(data: String) -> String {
        head + "<script type=\"application/json\" id=\"graph-data\">\n" + data + "\n</script>\n"
            + "<script>\n" + HTMLReportScript.source + "</script>\n</body>\n</html>\n"
    }

    private static let head = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Service graph</title>
        <style>
        :root { --line: #d0d7de; --muted: #57606a; --accent: #4a6fa5; font: 14px/1.4 system-ui, sans-serif; color: #1f2328; }
        [hidden] { display: none !important; }
        body { margin: 0; height: 100vh; display: grid; grid-template-rows: auto 1fr; }
        header { display: flex; gap: 12px; align-items: center; padding: 8px 12px; border-bottom: 1px solid var(--line); background: #f6f8fa; }
        header h1 { font-size: 16px; margin: 0; }
        #search { flex: 0 1 320px; padding: 4px 8px; font: inherit; }
        #count { color: var(--muted); }
        main { display: grid; grid-template-columns: minmax(260px, 2fr) 3fr; min-height: 0; }
        #tree { overflow: auto; border-right: 1px solid var(--line); padding: 4px 8px; }
        #detail { overflow: auto; padding: 8px 16px; }
        details { margin-left: 12px; }
        summary { cursor: pointer; font-weight: 600; color: var(--accent); padding: 2px 0; }
        summary .inputs, summary .made-by { font-weight: normal; color: var(--muted); }
        .row { display: flex; gap: 8px; width: 100%; text-align: left; border: 0; background: none; padding: 2px 6px;
               font: inherit; cursor: pointer; border-radius: 4px; }
        .row:hover { background: #eef2f7; }
        .row.selected { background: #dbe6f6; }
        .row .type, .type { color: var(--muted); font-family: ui-monospace, monospace; font-size: 12px; }
        .row.config .name, .row.input .name { font-style: italic; }
        .row.mock .name::after { content: " mock"; color: #a88a00; font-size: 11px; }
        mark { background: #ffe58f; }
        h2 { margin: 4px 0; font-size: 18px; }
        h3 { margin: 16px 0 4px; font-size: 14px; }
        .badge { display: inline-block; border: 1px solid var(--line); border-radius: 10px; padding: 0 8px; margin: 0 4px 4px 0;
                 font-size: 12px; background: #f6f8fa; }
        .doc { white-space: pre-wrap; }
        table { border-collapse: collapse; }
        td, th { border: 1px solid var(--line); padding: 2px 8px; text-align: left; vertical-align: top; }
        tr.current { background: #eef2f7; }
        .metrics td:first-child { color: var(--muted); }
        .link { border: 0; background: none; padding: 0; color: var(--accent); cursor: pointer; font: inherit; text-decoration: underline; }
        .label { color: var(--muted); margin-left: 6px; font-size: 12px; }
        ol.path { padding-left: 20px; }
        </style>
        </head>
        <body>
        <header>
        <h1>Service graph</h1>
        <input id="search" type="search" placeholder="Search by name or type" aria-label="Search">
        <label>Environment <select id="environment"></select></label>
        <span id="count"></span>
        </header>
        <main>
        <nav id="tree" aria-label="Entries by scope and module"></nav>
        <section id="detail" aria-live="polite"><p>Pick an entry on the left, or search for one.</p></section>
        </main>

        """#
}
