import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startHarness, type Harness } from '../test/harness';
import { PNG } from '../test/fixtures';

/* /sitemap.xml and /blog/rss.xml, read with a real XML parser. */

const ORIGIN = 'https://www.nexlinkit.co.uk';
let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  token = (await h.client.signUpAndIn('feeds@example.com', 'correct horse battery', 'Feeder')).accessToken;
});
afterAll(() => h.cleanup());

interface Blog {
  _id: string;
  slug: string;
}
const create = async (json: Record<string, unknown>) =>
  (await (await h.client.call('/api/blogs', { json, token })).json()) as Blog;

async function xml(url: string, harness = h) {
  const res = await harness.client.call(url);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  const doc = new XMLParser({ isArray: (name) => ['url', 'item'].includes(name), ignoreAttributes: false }).parse(text) as XmlDoc;
  return { res, doc };
}

/** The parts of a sitemap and a feed these tests read, as fast-xml-parser gives them. */
interface XmlDoc {
  urlset: { '@_xmlns': string; url?: Array<{ loc: string; lastmod?: string }> };
  rss: { '@_version': string; channel: { title: string; link: string; item?: Item[] } };
}

async function sitemap(harness = h) {
  const { res, doc } = await xml('/sitemap.xml', harness);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=UTF-8');
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.urlset.url ?? [];
}

interface Item {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  'content:encoded'?: string;
}
async function feedItems() {
  const { res, doc } = await xml('/blog/rss.xml');
  expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=UTF-8');
  expect(doc.rss['@_version']).toBe('2.0');
  return { channel: doc.rss.channel, items: doc.rss.channel.item ?? [] };
}

describe('sitemap.xml', () => {
  it("lists the site's canonical pages and every published post with its lastmod, never a draft, current at once after a change", async () => {
    const before = await sitemap();
    const locs = before.map((url) => url.loc);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/blog/aws`);
    expect(locs).toContain(`${ORIGIN}/careers`);
    expect(locs).not.toContain(`${ORIGIN}/admin`);

    const post = await create({ title: 'Mapped post', content: '<p>x</p>' });
    const draft = await create({ title: 'Unmapped draft', content: '<p>x</p>', status: 'draft' });
    let urls = await sitemap();
    const entry = urls.find((url) => url.loc === `${ORIGIN}/blog/mapped-post`);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(urls.some((url) => url.loc.endsWith(`/blog/${draft.slug}`))).toBe(false);

    await h.client.call(`/api/blogs/${post._id}`, { method: 'PUT', json: { title: 'Mapped post renamed' }, token });
    urls = await sitemap();
    expect(urls.map((url) => url.loc)).toContain(`${ORIGIN}/blog/mapped-post-renamed`);
    expect(urls.map((url) => url.loc)).not.toContain(`${ORIGIN}/blog/mapped-post`);

    await h.client.call(`/api/blogs/${post._id}`, { method: 'DELETE', token });
    expect((await sitemap()).map((url) => url.loc)).not.toContain(`${ORIGIN}/blog/mapped-post-renamed`);
  });

  it("takes the site's URLs from the build's sitemap when there is one", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await writeFile(
      path.join(dist, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${ORIGIN}/only-this</loc></url>\n</urlset>\n`,
    );
    const built = await startHarness({ distDir: dist });
    try {
      expect((await sitemap(built)).map((url) => url.loc)).toEqual([`${ORIGIN}/only-this`]);
    } finally {
      await built.cleanup();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('answers 304 to a reader that has the current version', async () => {
    const first = await h.client.call('/sitemap.xml');
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    expect((await h.client.call('/sitemap.xml', { headers: { 'If-None-Match': tag } })).status).toBe(304);
  });
});

describe('blog/rss.xml', () => {
  it('carries the latest posts newest first, the three built-in articles among them, never a draft', async () => {
    const uploaded = await h.client.call('/api/uploads/images', {
      form: form({}, { field: 'file', name: 'a.png', content: PNG }),
      token,
    });
    const { secure_url } = (await uploaded.json()) as { secure_url: string };
    await create({
      title: 'Fed post',
      content: `<p>See <a href="/services">our services</a></p><img src="${secure_url}" alt="x">`,
      imageUrl: secure_url,
    });
    await create({ title: 'Unfed draft', content: '<p>x</p>', status: 'draft' });
    const { channel, items } = await feedItems();
    expect(channel.title).toBe('Blog | Nexlink IT Solutions');
    expect(channel.link).toBe(`${ORIGIN}/blog`);
    const titles = items.map((item) => item.title);
    expect(titles[0]).toBe('Fed post');
    expect(titles).toEqual(
      expect.arrayContaining([
        'The Benefits of AWS for Your Business',
        'The Benefits of a VPN for Your Business',
        'How to Choose the Right Network Design',
      ]),
    );
    expect(titles).not.toContain('Unfed draft');
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const fed = items[0];
    expect(fed?.link).toBe(`${ORIGIN}/blog/fed-post`);
    expect(fed?.description).toBe('See our services');
    // Links and images inside the content are absolute: a feed reader has no page to resolve them.
    expect(fed?.['content:encoded']).toContain(`href="${ORIGIN}/services"`);
    expect(fed?.['content:encoded']).toContain(`src="${ORIGIN}${secure_url}"`);
    expect(items.find((item) => item.title === 'The Benefits of AWS for Your Business')?.link).toBe(`${ORIGIN}/blog/aws`);
  });

  it('writes a hostile title as text that parses back to itself, markup and all', async () => {
    // Two CDATA ends: the feed library escaped the first only, and the rest became the feed's markup.
    const title = 'Two ]]> ends ]]><item><title>Injected</title></item> & "<b>bold</b>" ]]>';
    expect((await h.client.call('/api/blogs', { json: { title, content: '<p>x</p>' }, token })).status).toBe(201);
    const { items } = await feedItems();
    expect(items[0]?.title).toBe(title);
    expect(items.map((item) => item.title)).not.toContain('Injected');
  });

  it('holds at most 20 items', async () => {
    for (let i = 0; i < 20; i += 1) await create({ title: `Bulk ${i}`, content: 'x' });
    const { items } = await feedItems();
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.title)).not.toContain('The Benefits of AWS for Your Business');
  });
});
