/** Monitoring names the browser in at most this many characters (000 §9 "browser-name truncation 30 characters"). */
export const MONITORING_BROWSER_NAME_MAX_LENGTH = 30;

/**
 * The browser tokens of a user agent, most specific first: Edge and Opera also say Chrome, Chrome also says
 * Safari. Ours: the documents give the cut, not how the name is read.
 */
const BROWSER_TOKENS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /\bOPR\/([\d.]+)/],
  ['Samsung Internet', /\bSamsungBrowser\/([\d.]+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /\bVersion\/([\d.]+).*\bSafari\//],
];

/**
 * The browser a monitoring report names (000 §8, §9): "<name> <version>" for a browser we know, else the
 * user agent itself; either way cut to 30 characters, so a long or hostile user agent never bloats a report.
 */
export function monitoringBrowserName(userAgent: string): string {
  const agent = userAgent.trim();
  let name = agent;
  for (const [browser, pattern] of BROWSER_TOKENS) {
    const version = pattern.exec(agent)?.[1];
    if (version) {
      name = `${browser} ${version}`;
      break;
    }
  }
  return name.slice(0, MONITORING_BROWSER_NAME_MAX_LENGTH);
}
