import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

/**
 * The Browser and Operating System columns of the visitor logs (spec 02 §2: campaign visitors and
 * card visitors), read from a User-Agent header by the maintained parser (ua-parser-js), in one place
 * so that both logs name a browser alike. Chrome on a phone is "Chrome", not "Mobile Chrome": the
 * column names the browser, the OS column says it is a phone.
 */

export interface ClientSoftware {
  browser: string;
  operatingSystem: string;
}

/** What a log shows for a request without a User-Agent, and for one the parser does not know. */
const UNKNOWN = 'Unknown';
const OTHER = 'Other';

/**
 * Systems whose version in the User-Agent is frozen or not a release number (every macOS browser says
 * 10.15.7, Windows 11 says NT 10.0, Chrome OS gives a build number): their name alone.
 */
const VERSION_NOT_SHOWN = new Set(['macOS', 'Windows', 'Chrome OS', 'Linux']);

const browserName = (name: string) => name.replace(/^Mobile /, '');

export function clientSoftwareOf(userAgent: string | null | undefined): ClientSoftware {
  const ua = (userAgent ?? '').trim();
  if (!ua) return { browser: UNKNOWN, operatingSystem: UNKNOWN };
  const { browser, os } = new UAParser(ua).getResult();
  const system = os.name
    ? [os.name, VERSION_NOT_SHOWN.has(os.name) ? undefined : os.version].filter(Boolean).join(' ')
    : OTHER;
  return { browser: browser.name ? browserName(browser.name) : OTHER, operatingSystem: system };
}

/**
 * The kind of device of a website visitor (issue 24, Analytics): phones (and watches) are mobile,
 * tablets tablet, everything else, which the parser names no device for, desktop.
 */
export function deviceOf(userAgent: string | null | undefined): 'desktop' | 'mobile' | 'tablet' {
  const type = new UAParser((userAgent ?? '').trim()).getDevice().type;
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}

/**
 * Whether a visit is a crawler's rather than a person's (issue 14 for cards, issue 24 for websites):
 * no User-Agent, or one the maintained list (isbot) knows. Crawlers are not counted as visitors.
 */
export const isCrawler = (userAgent: string | null | undefined): boolean =>
  !userAgent?.trim() || isbot(userAgent);
