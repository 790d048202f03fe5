import type { ServerProcess } from './process';

/*
 * A blog of many long posts, written through the API and then read everywhere the posts show: what
 * the memory benchmark (scripts/bench/blog-memory.ts) and the memory test (memory-bound.test.ts)
 * both do, at different sizes.
 */

const json = { 'Content-Type': 'application/json' };

/** Words of varied length, so the content compresses as prose does, not as one repeated letter. */
const WORDS =
  'network server backup cloud migration firewall office printer laptop support ticket update security password wireless cable router switch invoice customer monitor'.split(
    ' ',
  );

/** Post `n`'s content: `chars` characters of paragraphs, different for every post. */
function prose(n: number, chars: number): string {
  let text = '';
  let paragraph = '';
  let seed = n * 7919;
  while (text.length < chars - 200) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    paragraph += `${WORDS[seed % WORDS.length]} `;
    if (paragraph.length > 400) {
      text += `<p>${paragraph.trim()}.</p>`;
      paragraph = '';
    }
  }
  return `${text}<p>post ${n}</p>`.slice(0, chars);
}

/** Runs `task` over `items`, `concurrency` at a time. */
async function inTurn<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++] as T);
    }),
  );
}

/** GETs `urlPath` as a browser would (compressed), failing on anything but 200. */
export async function read(server: Pick<ServerProcess, 'base'>, urlPath: string) {
  const response = await fetch(`${server.base}${urlPath}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${urlPath} answered ${response.status}`);
  return { headers: response.headers, body };
}

/** Registers the administrator (the first account is) and writes `posts` published posts of `chars` characters. */
export async function writePosts(server: Pick<ServerProcess, 'base'>, { posts, chars, concurrency = 4 }: BlogSize) {
  const admin = { name: 'Load Admin', email: 'load@example.com', password: 'a blog of many long posts' };
  await fetch(`${server.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const auth = { ...json, Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  await inTurn(
    Array.from({ length: posts }, (_, i) => i),
    concurrency,
    async (i) => {
      const response = await fetch(`${server.base}/api/blogs`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: `Benchmark post ${i}`, content: prose(i, chars) }),
      });
      if (response.status !== 201) throw new Error(`post ${i}: ${response.status} ${await response.text()}`);
    },
  );
}

export interface BlogSize {
  posts: number;
  chars: number;
  concurrency?: number;
}

/**
 * Every address that shows posts: each post's page, each /blog list page, each /api/blogs page (9
 * and 50 a page), the bare /api/blogs, the sitemap and the feed.
 */
export async function blogAddresses(server: Pick<ServerProcess, 'base'>): Promise<string[]> {
  const total = Number((await read(server, '/api/blogs')).headers.get('x-total-count'));
  const slugs: string[] = [];
  for (let page = 1; page <= Math.ceil(total / 100); page++) {
    const posts = JSON.parse((await read(server, `/api/blogs?page=${page}&limit=100`)).body.toString()) as Array<{
      slug: string;
    }>;
    slugs.push(...posts.map((post) => post.slug));
  }
  // The /blog list shows the three built-in articles among the posts.
  const listPages = Math.ceil((total + 3) / 9);
  return [
    ...slugs.map((slug) => `/blog/${slug}`),
    ...Array.from({ length: listPages }, (_, i) => (i === 0 ? '/blog' : `/blog?page=${i + 1}`)),
    ...Array.from({ length: Math.ceil(total / 9) }, (_, i) => `/api/blogs?page=${i + 1}`),
    ...Array.from({ length: Math.ceil(total / 50) }, (_, i) => `/api/blogs?page=${i + 1}&limit=50`),
    '/api/blogs',
    '/sitemap.xml',
    '/blog/rss.xml',
  ];
}

/** Reads every one of `addresses` twice, `concurrency` at a time; resolves with the bytes received. */
export async function readTwice(server: Pick<ServerProcess, 'base'>, addresses: string[], concurrency = 4) {
  let bytes = 0;
  for (let pass = 0; pass < 2; pass++)
    await inTurn(addresses, concurrency, async (address) => {
      bytes += (await read(server, address)).body.length;
    });
  return bytes;
}
