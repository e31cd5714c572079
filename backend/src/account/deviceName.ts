// A short, human name for where a session runs ("Chrome on Linux"), for the
// account's list of signed-in devices. Read from the user agent the session was
// opened with; apps without a browser user agent are named after the app.

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\b(?:SMART-TV|SmartTV|Tizen|Web0S|webOS)\b/i, 'Smart TV'],
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const apps: Record<string, string> = { tv: 'TV app', mobile: 'Mobile app', web: 'Web browser', roku: 'Roku app' };

export function deviceName(userAgent: string | null, app: string | null): string {
  const agent = userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  // A TV's built-in browser is not what its owner calls it.
  if (system === 'Smart TV') return system;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return system;
  return apps[app?.toLowerCase() ?? ''] ?? 'Unknown device';
}
