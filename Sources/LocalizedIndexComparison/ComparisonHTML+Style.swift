import LocalizedIndexContacts
extension ComparisonHTML {
    /// The page's style sheet, light and dark: a reading column for the prose, tables that scroll sideways
    /// in their own frame with the locale or name column held at the start, and the records table as fixed
    /// grid rows (`--name`, `--locale`, `--locales` set on it) so every row lines up, long lists included,
    /// whose blocks are laid out only near the viewport.
    static let style = """
        :root {
          color-scheme: light dark;
          --background: #ffffff;
          --label: #1c1c1e;
          --secondary-label: #6c6c70;
          --separator: rgba(60, 60, 67, 0.2);
          --raised: #f2f2f7;
          --header-background: #f2f2f7;
          --accent: #0066d6;
          --unique-background: #ffd966;
          --unique-label: #4d3800;
          --partial-background: #d7e8ff;
          --partial-label: #0b3a75;
          --differs-background: #ffd6d2;
          --differs-label: #7d1209;
          --differs-mark: #d93025;
          --absent: rgba(60, 60, 67, 0.04);
          --font: -apple-system, BlinkMacSystemFont, "SF Pro Text", system-ui, "Segoe UI", Roboto, "Noto Sans",
            "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji";
          --mono: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --background: #000000;
            --label: #f2f2f7;
            --secondary-label: #a1a1a8;
            --separator: rgba(235, 235, 245, 0.18);
            --raised: #1c1c1e;
            --header-background: #1c1c1e;
            --accent: #4da3ff;
            --unique-background: #5c4500;
            --unique-label: #ffe08a;
            --partial-background: #13335c;
            --partial-label: #cfe3ff;
            --differs-background: #5e1a14;
            --differs-label: #ffd3cd;
            --differs-mark: #ff6b5e;
            --absent: rgba(235, 235, 245, 0.09);
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
          margin: 0 auto;
          max-width: 1200px;
          padding: 0 max(16px, env(safe-area-inset-left)) 48px max(16px, env(safe-area-inset-right));
          background: var(--background);
          color: var(--label);
          font: 15px/1.4 var(--font);
          -webkit-font-smoothing: antialiased;
        }
        code { font: 0.86em var(--mono); color: var(--secondary-label); white-space: nowrap; }
        .muted { color: var(--secondary-label); }
        .page-header { padding: 24px 0 4px; }
        .page-header h1 { margin: 0; font-size: 28px; line-height: 34px; font-weight: 700; overflow-wrap: anywhere; text-align: left; }
        .lede { margin: 4px 0 12px; color: var(--secondary-label); }
        .toc { display: flex; flex-wrap: wrap; gap: 8px; }
        .toc a {
          padding: 4px 12px;
          border-radius: 999px;
          background: var(--raised);
          color: var(--accent);
          text-decoration: none;
          font-size: 14px;
        }
        .toc a:focus-visible, .scroll:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        h2 { margin: 32px 0 6px; font-size: 21px; line-height: 26px; }
        .note { margin: 0 0 10px; max-width: 46em; color: var(--secondary-label); font-size: 14px; }
        .legend { display: flex; flex-wrap: wrap; gap: 6px 14px; margin: 0 0 10px; font-size: 13px; color: var(--secondary-label); }
        .key::before {
          content: "";
          display: inline-block;
          width: 14px;
          height: 14px;
          margin-right: 6px;
          vertical-align: -2px;
          border-radius: 3px;
          border: 1px solid var(--separator);
        }
        .key.unique::before { background: var(--unique-background); }
        .key.partial::before { background: var(--partial-background); }
        .key.empty::before { background: var(--background); }
        .key.absent::before { background: var(--absent); }
        .key.elsewhere::before { border: 2px dashed var(--differs-mark); }
        mark.x { padding: 0 4px; border-radius: 3px; background: var(--differs-background); color: var(--differs-label); }
        .scroll {
          width: fit-content;
          max-width: 100%;
          overflow: auto;
          border: 1px solid var(--separator);
          border-radius: 10px;
          background: var(--background);
        }
        table { border-collapse: separate; border-spacing: 0; }
        th, td { padding: 0; text-align: left; font-weight: normal; }
        .num { text-align: right; font-variant-numeric: tabular-nums; }

        /* The index overview: a row per locale, a column per title. */
        .overview th, .overview td { border-bottom: 1px solid var(--separator); }
        .overview tr:last-child > * { border-bottom: 0; }
        .overview th {
          position: sticky;
          left: 0;
          z-index: 1;
          min-width: 7.5em;
          max-width: 12em;
          padding: 6px 12px;
          background: var(--background);
          border-right: 1px solid var(--separator);
          line-height: 1.25;
          vertical-align: middle;
        }
        .locale-name { font-weight: 600; }
        .grouped { display: block; font-size: 12px; font-weight: 400; color: var(--secondary-label); }
        .grouped .tag { white-space: nowrap; }
        .grouped summary { cursor: pointer; }
        .overview td {
          min-width: 2.6em;
          padding: 5px 6px;
          text-align: center;
          white-space: nowrap;
          border-right: 1px solid var(--separator);
          vertical-align: middle;
        }
        .overview td:last-child { border-right: 0; }
        .overview .t { display: block; font-size: 16px; line-height: 20px; font-weight: 600; }
        .overview .n { display: block; font-size: 11px; line-height: 14px; color: var(--secondary-label); font-variant-numeric: tabular-nums; }
        .overview td:empty { background: var(--absent); }
        .overview td.partial { background: var(--partial-background); color: var(--partial-label); }
        .overview td.unique { background: var(--unique-background); color: var(--unique-label); }
        .overview td.partial .n, .overview td.unique .n { color: inherit; opacity: 0.75; }
        .overview td.empty .t { font-weight: 400; opacity: 0.55; }
        /* A title of some locales only is loud when records land in it, quiet when none do. */
        .overview td.partial.empty { background: color-mix(in srgb, var(--partial-background) 45%, var(--background)); }
        .overview td.unique.empty { background: color-mix(in srgb, var(--unique-background) 40%, var(--background)); }
        /* Too many titles to line up: each row's titles run on, wrapping, as chips marked like the cells. */
        .overview.flow th { vertical-align: top; }
        .overview.flow td { min-width: 0; padding: 6px; text-align: left; white-space: normal; }
        .overview.flow span.title {
          display: inline-block;
          min-width: 2.2em;
          margin: 2px;
          padding: 2px 5px;
          border-radius: 4px;
          text-align: center;
          vertical-align: top;
          box-shadow: inset 0 0 0 1px var(--separator);
        }
        .overview.flow .t { font-size: 15px; line-height: 19px; }
        @media (max-width: 600px) {
          /* On a phone the locale goes above its titles, which then have the whole width. */
          .overview.flow, .overview.flow tbody, .overview.flow tr, .overview.flow th, .overview.flow td { display: block; }
          .overview.flow th { position: static; max-width: none; border-right: 0; border-bottom: 0; padding-bottom: 0; }
          .overview.flow span.title { min-width: 2em; margin: 1px; padding: 1px 3px; }
        }
        .overview span.partial { background: var(--partial-background); color: var(--partial-label); }
        .overview span.unique { background: var(--unique-background); color: var(--unique-label); }
        .overview span.partial .n, .overview span.unique .n { color: inherit; opacity: 0.75; }
        .overview span.empty .t { font-weight: 400; opacity: 0.55; }
        .overview span.partial.empty { background: color-mix(in srgb, var(--partial-background) 45%, var(--background)); }
        .overview span.unique.empty { background: color-mix(in srgb, var(--unique-background) 40%, var(--background)); }
        .overview td.elsewhere { outline: 2px dashed var(--differs-mark); outline-offset: -4px; }

        /* Summary numbers. */
        .summary th, .summary td { padding: 7px 12px; border-bottom: 1px solid var(--separator); white-space: nowrap; vertical-align: top; }
        .summary tr:last-child > * { border-bottom: 0; }
        .summary thead th { background: var(--header-background); font-size: 13px; font-weight: 600; }
        .summary tbody th { position: sticky; left: 0; z-index: 1; background: var(--background); }
        .summary td.bar { white-space: normal; min-width: 16em; max-width: 30em; }
        .summary .t { font-weight: 600; }
        .summary .e { display: inline-block; }
        .search svg { width: 1em; height: 1em; vertical-align: -2px; }

        /* Records: fixed grid rows, so a row's cells line up with the header's in every block. */
        .toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 18px; margin: 0 0 10px; font-size: 14px; }
        .filter { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; font-weight: 600; }
        .filter[hidden] { display: none; }
        .filter input { width: 18px; height: 18px; margin: 0; accent-color: var(--accent); }
        .records-scroll { max-height: 80vh; }
        .records, .records thead, .records tbody { display: block; }
        .records tr {
          display: grid;
          grid-template-columns: var(--name-column) var(--line) repeat(var(--locales), var(--locale)) 9em;
        }
        /* On a phone the held name column leaves room for the sections. */
        .records { --locale: 7.5em; --name-column: min(var(--name), 40vw); width: calc(var(--name-column) + var(--line) + var(--locales) * var(--locale) + 9em); }
        .records th, .records td {
          height: 32px;
          padding: 0 8px 0 10px;
          line-height: 31px;
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
          border-bottom: 1px solid var(--separator);
        }
        .records thead { position: sticky; top: 0; z-index: 2; }
        .records thead tr { align-items: stretch; }
        .records thead th {
          height: auto;
          min-height: 32px;
          padding: 6px 10px;
          line-height: 1.25;
          white-space: normal;
          overflow-wrap: anywhere;
          font-size: 13px;
          font-weight: 600;
          background: var(--header-background);
          display: flex;
          flex-direction: column;
          justify-content: flex-end;
        }
        .records thead th code { font-weight: 400; white-space: normal; }
        @media (max-width: 600px) { .records { --locale: 6em; } }
        .records tr > :first-child {
          position: sticky;
          left: 0;
          z-index: 1;
          background: var(--background);
          border-right: 1px solid var(--separator);
          text-align: left;
        }
        .records thead tr > :first-child { background: var(--header-background); }
        .records tbody tr.d > th { box-shadow: inset 3px 0 0 var(--differs-mark); }
        .records tbody th { font-weight: 500; }
        .records .unnamed, .moves .unnamed { color: var(--secondary-label); font-style: italic; }
        .records td.x { background: var(--differs-background); color: var(--differs-label); font-weight: 700; }
        .flag {
          display: inline-block;
          margin-right: 4px;
          padding: 0 5px;
          border-radius: 4px;
          font: 600 11px/17px var(--font);
          background: var(--raised);
          color: var(--secondary-label);
          vertical-align: 1px;
        }
        .large .records tbody.block { content-visibility: auto; contain-intrinsic-block-size: auto var(--h); }
        .large .records.only-differences tbody.block { contain-intrinsic-block-size: auto var(--d); }
        .records.only-differences tbody tr:not(.d), .records.only-differences tbody.same { display: none; }

        /* Order differences. */
        .pair { margin: 0 0 14px; }
        .pair > summary { cursor: pointer; padding: 6px 0; font-size: 16px; }
        .pair > summary .count { margin-left: 6px; font-size: 14px; color: var(--secondary-label); }
        .pair.same { font-size: 15px; }
        .arrow { color: var(--secondary-label); }
        /* Fixed columns, so the lists of every pair line up. */
        .pairs { --move-name: 15em; --move-reason: 22em; }
        .moves { table-layout: fixed; width: calc(var(--move-name) + var(--move-line) + var(--move-position) + var(--move-reason)); }
        .moves th, .moves td { padding: 6px 10px; border-bottom: 1px solid var(--separator); vertical-align: top; }
        .moves tbody > tr > * { overflow-wrap: anywhere; }
        .moves thead th:nth-child(1) { width: var(--move-name); }
        .moves thead th:nth-child(2) { width: var(--move-line); }
        .moves thead th:nth-child(3) { width: var(--move-position); }
        .moves tr:last-child > * { border-bottom: 0; }
        .moves thead th { background: var(--header-background); font-size: 13px; font-weight: 600; vertical-align: bottom; }
        .moves thead .pair-tags { display: block; white-space: normal; }
        .moves tbody th { font-weight: 500; text-align: left; }
        .moves tr > :first-child { position: sticky; left: 0; z-index: 1; background: var(--background); }
        .moves thead tr > :first-child { background: var(--header-background); }
        @media (max-width: 600px) {
          .pairs { --move-name: 10em; --move-reason: 16em; }
        }
        .moves td.num { white-space: nowrap; }
        @media print {
          /* On paper: black on white, nothing sticky, every table whole (no scroll frames, no height cap),
             a heading kept with what follows it, rows never split; the filters and contents links hidden. */
          :root {
            color-scheme: light;
            --background: #ffffff;
            --label: #000000;
            --secondary-label: #555555;
            --header-background: #eeeeee;
          }
          @page { margin: 12mm; }
          body { max-width: none; font-size: 9pt; }
          .toc, .toolbar, .filter { display: none !important; }
          .scroll, .records-scroll { overflow: visible; max-height: none; border: 0; border-radius: 0; }
          h2, h3 { break-after: avoid; }
          tr { break-inside: avoid; }
          .overview th, .summary tbody th, .records thead, .records tr > :first-child, .moves tr > :first-child {
            position: static;
          }
          .records th, .records td { height: auto; line-height: 1.3; padding: 2pt 4pt; }
        }
        @media (forced-colors: active) {
          .overview td.unique, .overview td.partial, .records td.x, mark.x { border: 2px solid Highlight; }
        }

        """
}
