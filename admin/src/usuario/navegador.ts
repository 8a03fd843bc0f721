// The browsers a person is likely to use, most specific first: Edge and Opera also say "Chrome", Chrome says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
    [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
    [/\b(?:OPR|Opera)\//, 'Opera'],
    [/\bSamsungBrowser\//, 'Samsung Internet'],
    [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
    [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
    [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
    [/\bAndroid\b/, 'Android'],
    [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
    [/\bWindows\b/, 'Windows'],
    [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
    [/\bCrOS\b/, 'ChromeOS'],
    [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: ReadonlyArray<[RegExp, string]>) =>
    table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A short, readable name for a session's user agent: "Chrome en Windows"; a program that is no browser goes by its
 * own first word ("curl", "node").
 */
export const nombreNavegador = (userAgent: string | null | undefined): string => {
    const ua = userAgent?.trim() ?? '';
    if (!ua) return '';
    const browser = firstMatch(ua, BROWSERS);
    const system = firstMatch(ua, SYSTEMS);
    if (browser) return system ? `${browser} en ${system}` : browser;
    return ua.split(/[\s/;(]/)[0] || ua;
};
