import { isbot } from 'isbot';
import type { Device } from './tables';

/*
 * What a page view is reduced to before it is stored: a site path, the referrer's host, a country
 * from the browser's language and a device class. Everything else the request carried (the
 * address, the user agent, the query string) stays out of the database.
 */

/** Longest path counted: longer ones are not a page of this site. */
export const MAX_PATH_CHARS = 300;
/** A host name is at most 253 characters (RFC 1035); a longer "referrer" is not one. */
const MAX_HOST_CHARS = 253;

/**
 * The path of a page of this site, without its query string or fragment, or null when `value` is
 * not one: it must start with a single '/' (never a scheme or '//host'), hold no spaces, control
 * characters or backslashes (which browsers read as '/'), and be at most MAX_PATH_CHARS long.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH_CHARS) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\\\u0000-\u001f\u007f]/.test(path)) return null;
  return path;
}

/** Longest utm_* tag kept: a campaign's name, not a message. */
const MAX_TAG_CHARS = 100;

/** The utm_* tags of a visit, each null when absent, empty or not a plain short text. */
export interface CampaignTags {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/**
 * The utm_source, utm_medium and utm_campaign of an address's query string (`/page?utm_source=x`,
 * or a whole URL): trimmed, at most MAX_TAG_CHARS, no control characters. Every other parameter is
 * ignored, so whatever else the address carried is never stored.
 */
export function campaignTags(value: unknown): CampaignTags {
  const query = typeof value === 'string' ? (value.split('#', 1)[0] ?? '').split('?')[1] : undefined;
  const params = new URLSearchParams(query ?? '');
  const tag = (name: string) => {
    const text = params.get(name)?.trim() ?? '';
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    return text && text.length <= MAX_TAG_CHARS && !/[\u0000-\u001f\u007f]/.test(text) ? text : null;
  };
  return { utmSource: tag('utm_source'), utmMedium: tag('utm_medium'), utmCampaign: tag('utm_campaign') };
}

/**
 * The host of the page the visitor came from, lower case, or null: none, not an http(s) address,
 * or one of `ownHosts` (moving between this site's own pages is not a referral).
 */
export function referrerHost(value: unknown, ownHosts: ReadonlySet<string>): string | null {
  if (typeof value !== 'string' || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname;
  if (host === '' || host.length > MAX_HOST_CHARS || ownHosts.has(host)) return null;
  return host;
}

/**
 * The region subtag of the first language the browser asks for (`en-GB,en;q=0.9`: GB), upper
 * case, or null: a guess at the country without looking the address up anywhere. A script subtag
 * may come first (zh-Hant-TW: TW); a numeric region (es-419, Latin America) is no country.
 */
export function countryOf(acceptLanguage: string | undefined): string | null {
  const first = acceptLanguage?.split(',', 1)[0]?.split(';', 1)[0]?.trim() ?? '';
  const [, ...rest] = first.split('-');
  const region = /^[a-z]{4}$/i.test(rest[0] ?? '') ? rest[1] : rest[0];
  return region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : null;
}

/**
 * The device class by a small rule on the user agent: a tablet (an iPad, "Tablet", or Android
 * without "Mobile"), else a phone when it says "Mobi", else a desktop. iPads since iPadOS 13 say
 * they are a Mac and count as desktops: nothing in the request tells them apart.
 */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** True for a request that must not be counted: a bot by isbot's kept list (or no user agent at all). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** True when the browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export function optedOut(header: (name: string) => string | undefined): boolean {
  return header('dnt')?.trim() === '1' || header('sec-gpc')?.trim() === '1';
}
