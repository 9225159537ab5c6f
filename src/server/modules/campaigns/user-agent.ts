/**
 * The Browser and Operating System columns of the campaign visitor log (spec 02 §2), read from the
 * visitor's User-Agent header. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/([\d.]+)/, 'Opera'],
  [/\bSamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/\bUCBrowser\/([\d.]+)/, 'UC Browser'],
  [/\b(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
  [/\bFBAV\/([\d.]+)/, 'Facebook'],
  [/\bInstagram ([\d.]+)/, 'Instagram'],
  [/\b(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/\bVersion\/([\d.]+).*Safari\//, 'Safari'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string | ((m: RegExpMatchArray) => string)][] = [
  [/\bWindows NT 10\.0/, 'Windows'],
  [/\bWindows NT ([\d.]+)/, 'Windows'],
  [/\bAndroid ([\d.]+)?/, (m) => (m[1] ? `Android ${m[1]}` : 'Android')],
  [/\b(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, (m) => `iOS ${m[1].replace(/_/g, '.')}`],
  [/\bCrOS\b/, 'Chrome OS'],
  [/\bMac OS X/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const major = (version: string | undefined) => (version ? version.split('.')[0] : '');

export function browserOf(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) {
    const m = userAgent.match(pattern);
    if (m) return [name, major(m[1])].filter(Boolean).join(' ');
  }
  return userAgent ? 'Other' : 'Unknown';
}

export function operatingSystemOf(userAgent: string): string {
  for (const [pattern, name] of SYSTEMS) {
    const m = userAgent.match(pattern);
    if (m) return typeof name === 'string' ? name : name(m);
  }
  return userAgent ? 'Other' : 'Unknown';
}
