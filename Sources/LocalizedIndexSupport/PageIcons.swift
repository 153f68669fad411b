/// Icons the pages draw inline, as SVG markup.
public enum PageIcons {
    /// An inline SVG magnifying glass (no `xmlns`: HTML does not need it, and the page holds no URL).
    public static let magnifyingGlass = """
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><circle cx="6.6" cy="6.6" r="4.6" \
        fill="none" stroke="currentColor" stroke-width="2"/><path d="M10.1 10.1l4 4" stroke="currentColor" \
        stroke-width="2.2" stroke-linecap="round"/></svg>
        """
}
