import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../db/schema';
import { startHarness, type Harness } from '../test/harness';

/*
 * The excerpt is plain text: markup sent in one is stripped on save, markup stored before that rule
 * is stripped on read, and the feed writes it escaped, so a feed reader (which renders a description
 * as HTML) shows its characters and runs nothing.
 */

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  token = (await h.client.signUpAndIn('excerpts@example.com', 'correct horse battery', 'Excerpter')).accessToken;
});
afterAll(() => h.cleanup());

interface Blog {
  _id: string;
  slug: string;
  excerpt: string;
}
const create = async (json: Record<string, unknown>) => {
  const res = await h.client.call('/api/blogs', { json: { title: 'A post', content: '<p>Body text.</p>', ...json }, token });
  expect(res.status).toBe(201);
  return (await res.json()) as Blog;
};
const read = async (id: string) => (await (await h.client.call(`/api/blogs/${id}`)).json()) as Blog;

/** Each item's description as a feed reader gets it (the XML text, which it renders as HTML). */
async function feedDescriptions(): Promise<Map<string, string>> {
  const res = await h.client.call('/blog/rss.xml');
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as {
    rss: { channel: { item: Array<{ guid: string | { '#text': string }; description: string }> } };
  };
  return new Map(
    doc.rss.channel.item.map((item) => [typeof item.guid === 'string' ? item.guid : item.guid['#text'], item.description]),
  );
}
/** What a browser shows for an HTML fragment with no tags in it. */
const shown = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
const guid = (post: Blog) => `https://www.nexlinkit.co.uk/blog/${post._id}`;

describe('excerpts are plain text', () => {
  it('strips markup sent in an excerpt, scripts with their content, and answers what it stored', async () => {
    const post = await create({
      excerpt: '<script>alert(1)</script><p>A <b>bold</b> summary &amp; more</p><img src=x onerror=alert(2)>',
    });
    expect(post.excerpt).toBe('A bold summary & more');
    expect((await read(post._id)).excerpt).toBe('A bold summary & more');
  });

  it('strips tags that arrive entity-encoded, and keeps a < that starts no tag', async () => {
    const encoded = await create({ excerpt: '&lt;img src=x onerror=alert(1)&gt;Safe &amp;lt;script&amp;gt; text' });
    expect(encoded.excerpt).toBe('Safe text');
    const maths = await create({ excerpt: 'When 1 < 2 and 3 > 2, "quotes" & \'apostrophes\' stay' });
    expect(maths.excerpt).toBe('When 1 < 2 and 3 > 2, "quotes" & \'apostrophes\' stay');
  });

  it('writes the excerpt into the feed escaped, so a reader shows it as text', async () => {
    const post = await create({ excerpt: 'When 1 < 2 and 3 > 2, "quotes" & more' });
    const description = (await feedDescriptions()).get(guid(post));
    expect(description).toBeDefined();
    expect(description).not.toMatch(/[<>"]/);
    expect(shown(description ?? '')).toBe('When 1 < 2 and 3 > 2, "quotes" & more');
  });

  it('derives an excerpt without markup from content that shows tags as text', async () => {
    const post = await create({ content: '<p>Never trust &lt;script&gt;alert(1)&lt;/script&gt; in a summary.</p>' });
    expect(post.excerpt).not.toMatch(/<|>/);
    expect(post.excerpt).toBe('Never trust in a summary.');
    expect((await feedDescriptions()).get(guid(post))).not.toMatch(/<|>/);
  });

  it('strips markup from an excerpt stored before this rule, in the JSON and the feed', async () => {
    const post = await create({ excerpt: 'placeholder' });
    await h.server.db
      .update(blogs)
      .set({ excerpt: '<script>steal()</script><em>Stored</em> long ago' })
      .where(eq(blogs.id, post._id));
    // Any write through the API drops what the list and the feed keep in memory.
    await create({ title: 'Another post' });
    expect((await read(post._id)).excerpt).toBe('Stored long ago');
    const list = (await (await h.client.call('/api/blogs')).json()) as Blog[];
    expect(list.find((entry) => entry._id === post._id)?.excerpt).toBe('Stored long ago');
    expect((await feedDescriptions()).get(guid(post))).toBe('Stored long ago');
  });

  it('on update too; an excerpt that was nothing but markup falls back to the content', async () => {
    const post = await create({ excerpt: 'First' });
    const put = async (excerpt: string) => {
      const res = await h.client.call(`/api/blogs/${post._id}`, { method: 'PUT', json: { excerpt }, token });
      expect(res.status).toBe(200);
      return ((await res.json()) as Blog).excerpt;
    };
    expect(await put('<h2>Second</h2>')).toBe('Second');
    expect(await put('<script>only()</script><br>')).toBe('Body text.');
  });

  it('counts the 300-character limit on the text, and still refuses control characters', async () => {
    const long = `<p>${'word '.repeat(58)}end</p>`.padEnd(400, ' ');
    expect(long.length).toBeGreaterThan(300);
    expect((await create({ excerpt: long })).excerpt).toBe(`${'word '.repeat(58)}end`);
    const tooLong = await h.client.call('/api/blogs', { json: { title: 't', content: 'c', excerpt: 'x'.repeat(301) }, token });
    expect(tooLong.status).toBe(400);
    const nul = await h.client.call('/api/blogs', { json: { title: 't', content: 'c', excerpt: 'a\u0000<b>b</b>' }, token });
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { fields: Record<string, string> }).fields.excerpt).toBe(
      'Excerpt contains a character that is not allowed',
    );
  });
});
