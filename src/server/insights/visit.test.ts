import { describe, expect, it } from 'vitest';
import { countryOf, deviceOf, isCrawler, optedOut, referrerHost, sitePath } from './visit';

/* What a hit is reduced to (visit.ts), case by case. */

describe('a site path', () => {
  it.each([
    ['/', '/'],
    ['/services/cloud', '/services/cloud'],
    ['/blog/post?utm_source=x#comments', '/blog/post'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    [`/${'a'.repeat(299)}`, `/${'a'.repeat(299)}`],
    [`/${'a'.repeat(299)}?${'q'.repeat(500)}`, `/${'a'.repeat(299)}`],
  ])('keeps %s as %s', (sent, kept) => expect(sitePath(sent)).toBe(kept));

  it.each([
    ['https://example.com/'],
    ['//example.com/'],
    ['/\\example.com'],
    ['services'],
    [''],
    ['?q=1'],
    ['/a b'],
    ['/a\u0000'],
    [`/${'a'.repeat(300)}`],
    [null],
    [['/']],
  ])('refuses %j', (sent) => expect(sitePath(sent)).toBeNull());
});

describe("a referrer's host", () => {
  const own = new Set(['www.example.com']);
  it.each([
    ['https://News.Example.NET/a?b=c', 'news.example.net'],
    ['http://example.org:8080/', 'example.org'],
    ['https://www.example.com/about', null],
    ['android-app://com.google.android.gm/', null],
    ['javascript:alert(1)', null],
    ['nonsense', null],
    ['', null],
    [42, null],
  ])('of %j is %j', (sent, host) => expect(referrerHost(sent, own)).toBe(host));
});

describe("a country from the browser's first language", () => {
  it.each([
    ['en-GB,en;q=0.9', 'GB'],
    ['ne-np', 'NP'],
    ['zh-Hant-TW,zh;q=0.8', 'TW'],
    ['en;q=0.9,en-GB', null],
    ['es-419', null],
    ['*', null],
    ['', null],
    [undefined, null],
  ])('of %j is %j', (header, country) => expect(countryOf(header)).toBe(country));
});

describe('a device class', () => {
  it.each([
    ['Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15', 'desktop'],
  ])('of %s is %s', (userAgent, device) => expect(deviceOf(userAgent)).toBe(device));
});

describe('who is not counted', () => {
  it("leaves out a crawler by isbot's list, and a request with no user agent", () => {
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isCrawler('curl/8.5.0')).toBe(true);
    expect(isCrawler(undefined)).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(false);
  });

  it('honours DNT: 1 and Sec-GPC: 1, and only the value 1', () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    expect(optedOut(headers({ dnt: '1' }))).toBe(true);
    expect(optedOut(headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(optedOut(headers({ dnt: '0' }))).toBe(false);
    expect(optedOut(headers({}))).toBe(false);
  });
});
