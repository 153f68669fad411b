extension SectionsHTML {
    /// The page's style sheet: iOS list metrics (17px rows of 44pt, hairline separators inset to the text,
    /// translucent sticky section headers) in system colours, light and dark, with logical properties so a
    /// right-to-left page mirrors, index bar included; the search field as iOS's search bar. `--bar-width` is
    /// set after it, from the bar's titles; `--entries` on the bar, from its entry count. While the page
    /// searches (`searching` on the body), only rows, sections and blocks marked `search-shown` show.
    package static let style = """
        :root {
          color-scheme: light dark;
          --background: #ffffff;
          --label: #000000;
          --secondary-label: rgba(60, 60, 67, 0.6);
          --separator: rgba(60, 60, 67, 0.29);
          --header-background: rgba(242, 242, 247, 0.95);
          --header-label: #1c1c1e;
          --accent: #007aff;
          --pressed: rgba(120, 120, 128, 0.16);
          --hud-background: rgba(30, 30, 32, 0.82);
          --fill: rgba(118, 118, 128, 0.12);
          --column: 760px;
          --gutter: max(16px, env(safe-area-inset-left), env(safe-area-inset-right));
          --font: -apple-system, BlinkMacSystemFont, "SF Pro Text", system-ui, "Segoe UI", Roboto, "Noto Sans",
            "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji";
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --background: #000000;
            --label: #ffffff;
            --secondary-label: rgba(235, 235, 245, 0.6);
            --separator: rgba(84, 84, 88, 0.65);
            --header-background: rgba(28, 28, 30, 0.95);
            --header-label: #f2f2f7;
            --accent: #0a84ff;
            --pressed: rgba(120, 120, 128, 0.32);
            --hud-background: rgba(58, 58, 60, 0.9);
            --fill: rgba(118, 118, 128, 0.24);
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-behavior: auto; }
        body {
          margin: 0 auto;
          max-width: var(--column);
          background: var(--background);
          color: var(--label);
          font: 17px/1.3 var(--font);
          -webkit-font-smoothing: antialiased;
        }
        .page-header {
          padding: 24px var(--gutter) 10px;
          padding-inline-end: calc(var(--bar-width) + 12px);
        }
        .page-header h1 {
          margin: 0;
          font-size: 34px;
          line-height: 41px;
          font-weight: 700;
          letter-spacing: 0.011em;
          overflow-wrap: anywhere;
        }
        .page-header .count { margin: 2px 0 0; font-size: 15px; color: var(--secondary-label); }
        .search-box { position: relative; margin-top: 10px; }
        .search-box[hidden] { display: none; }
        .search-box svg {
          position: absolute;
          top: 10px;
          inset-inline-start: 8px;
          width: 16px;
          height: 16px;
          color: var(--secondary-label);
          pointer-events: none;
        }
        .search-field {
          display: block;
          width: 100%;
          height: 36px;
          margin: 0;
          padding: 0 8px;
          padding-inline-start: 30px;
          border: 0;
          border-radius: 10px;
          background: var(--fill);
          color: var(--label);
          font: 17px/22px var(--font);
          -webkit-appearance: none;
          appearance: none;
          outline: none;
        }
        .search-field::placeholder { color: var(--secondary-label); opacity: 1; }
        .search-field:focus-visible { box-shadow: 0 0 0 2px var(--accent); }
        .visually-hidden {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip-path: inset(50%);
          white-space: nowrap;
        }
        .no-match {
          margin: 0;
          padding: 48px var(--gutter);
          padding-inline-end: calc(var(--bar-width) + 12px);
          text-align: center;
          font-size: 17px;
          color: var(--secondary-label);
        }
        .no-match[hidden] { display: none; }
        /* While the page searches, only what the search found shows (SectionsHTML.searchScript). */
        .searching .list li:not(.search-shown), .searching .list .section:not(.search-shown),
        .large.searching .section ul:not(.search-shown) { display: none; }
        .large.searching .section ul { contain-intrinsic-size: var(--search-height) !important; }
        .searching .page-footer { display: none; }  /* the count is of every record */
        .section:last-of-type, .searching .section.search-last { min-height: 100vh; }
        .large .section ul { content-visibility: auto; }
        .section-header {
          position: sticky;
          top: 0;
          z-index: 1;
          margin: 0;
          padding: 4px var(--gutter);
          padding-inline-end: calc(var(--bar-width) + 12px);
          font-size: 15px;
          line-height: 20px;
          font-weight: 600;
          color: var(--header-label);
          background: var(--header-background);
          -webkit-backdrop-filter: saturate(180%) blur(20px);
          backdrop-filter: saturate(180%) blur(20px);
          unicode-bidi: isolate;
        }
        .section ul { list-style: none; margin: 0; padding: 0; }
        .section li {
          display: flex;
          flex-direction: column;
          justify-content: center;
          min-height: 44px;
          padding: 10px 0;
          margin-inline-start: var(--gutter);
          padding-inline-end: calc(var(--bar-width) + 12px);
          box-shadow: inset 0 -0.5px 0 var(--separator);
        }
        .section ul:last-of-type > li:last-child { box-shadow: none; }
        .name, .detail { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        /* Names are bidi-isolated (dir="auto") but aligned as the page is, as a native list aligns them
           (spelled out: Chromium resolves text-align: match-parent against the element's own direction). */
        html[dir="ltr"] :is(.name, .detail, .page-header > *) { text-align: left; }
        html[dir="rtl"] :is(.name, .detail, .page-header > *) { text-align: right; }
        .name { line-height: 22px; }
        .name.unnamed { color: var(--secondary-label); }
        .detail { font-size: 14px; line-height: 19px; color: var(--secondary-label); }
        .page-footer {
          /* The same on both sides: the footer is centred, and dir="auto" turns its inline-end around. */
          padding: 18px calc(var(--bar-width) + 12px) max(24px, env(safe-area-inset-bottom));
          text-align: center;
          font-size: 15px;
          color: var(--secondary-label);
        }
        .index-bar {
          --slot: min(16px, calc((var(--room, 100vh) - 24px) / var(--entries, 1)));
          position: fixed;
          z-index: 2;
          top: 50%;
          inset-inline-end: max(env(safe-area-inset-right), calc((100% - var(--column)) / 2));
          width: var(--bar-width);
          transform: translateY(-50%);
          padding: 4px 0;
          border-radius: calc(var(--bar-width) / 2);
          touch-action: none;
          user-select: none;
          -webkit-user-select: none;
          -webkit-touch-callout: none;
          -webkit-tap-highlight-color: transparent;
          transition: background-color 0.15s;
        }
        [dir="rtl"] .index-bar { inset-inline-end: max(env(safe-area-inset-left), calc((100% - var(--column)) / 2)); }
        .index-bar.tracking { background: var(--pressed); }
        .index-bar ol { list-style: none; margin: 0; padding: 0; }
        .index-bar li { height: var(--slot); }
        .index-bar a {
          display: flex;
          align-items: center;
          justify-content: center;
          height: 100%;
          font-size: min(11px, calc(var(--slot) * 0.75));
          line-height: 1;
          font-weight: 600;
          white-space: nowrap;
          color: var(--accent);
          text-decoration: none;
          border-radius: 4px;
          outline: none;
        }
        .index-bar a:focus-visible { box-shadow: inset 0 0 0 2px var(--accent); }
        .index-bar svg { width: 1.1em; height: 1.1em; }
        .index-hud {
          position: fixed;
          z-index: 3;
          top: 50%;
          left: 50%;
          min-width: 88px;
          height: 88px;
          padding: 0 16px;
          transform: translate(-50%, -50%);
          display: flex;
          align-items: center;
          justify-content: center;
          border-radius: 18px;
          background: var(--hud-background);
          color: #ffffff;
          font-size: 40px;
          font-weight: 600;
          white-space: nowrap;
          pointer-events: none;
          -webkit-backdrop-filter: blur(20px);
          backdrop-filter: blur(20px);
        }
        .index-hud[hidden] { display: none; }
        @media print {
          /* A printed directory: black on white, no index bar, nothing sticky or fixed, the names in columns,
             a section's heading kept with its first name (break-after: avoid; rows never split). */
          :root {
            color-scheme: light;
            --background: #ffffff;
            --label: #000000;
            --secondary-label: #555555;
            --header-label: #000000;
            --bar-width: 0px;
          }
          @page { margin: 14mm 12mm; }
          body { max-width: none; font-size: 10pt; line-height: 1.25; }
          .index-bar, .index-hud, .search-box { display: none !important; }
          .page-header { padding: 0 0 6pt; border-bottom: 1pt solid #000000; margin-bottom: 6pt; }
          .page-header h1 { font-size: 20pt; line-height: 1.2; }
          .page-header .count { font-size: 10pt; }
          .list { column-count: 3; column-gap: 8mm; }
          .section:last-of-type, .searching .section.search-last { min-height: 0; }
          .large .section ul { content-visibility: visible; contain-intrinsic-size: none !important; }
          .section-header {
            position: static;
            padding: 6pt 0 1pt;
            font-size: 13pt;
            line-height: 1.2;
            font-weight: 700;
            background: none;
            -webkit-backdrop-filter: none;
            backdrop-filter: none;
            border-bottom: 0.5pt solid #000000;
            break-after: avoid;
            break-inside: avoid;
          }
          .section li {
            display: block;
            min-height: 0;
            padding: 1.5pt 0;
            margin: 0;
            box-shadow: none;
            break-inside: avoid;
          }
          .name, .detail { display: block; white-space: normal; overflow: visible; overflow-wrap: anywhere; }
          .name { line-height: 1.25; }
          .detail { font-size: 8pt; line-height: 1.2; }
          .page-footer { padding: 8pt 0 0; font-size: 9pt; }
        }
        @media (forced-colors: active) {
          .index-bar a { color: LinkText; }
          .section-header { border-bottom: 1px solid CanvasText; }
        }

        """
}
