import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import type { LivePages } from './pages';
import { SITE_CONFIG_FILE, type LiveSettings } from './settings';
import type { BuildSources } from './sources';

const gzipped = promisify(gzip);

/** Where a published page's file is in the sources and in a checkout. */
const pageFile = (name: string) => `content/pages/${name}.json`;

/**
 * Everything the site is built from as it is published now: the build's content/ and
 * site.config.ts, each page and the settings published on the running site written over its file, in the text the
 * dev editor writes (so applied to a checkout, `git diff` shows the fields that changed, nothing
 * else). A .tar.gz of a few hundred kilobytes, made whole before it is sent: `npm run content --
 * apply` (scripts/content.ts) writes it into a checkout.
 */
export async function contentExport(
  sources: BuildSources,
  pages: Pick<LivePages, 'publishedTexts'>,
  settings: Pick<LiveSettings, 'published'>,
  at: Date,
): Promise<Buffer> {
  const published = new Map(Object.entries(await pages.publishedTexts()).map(([name, text]) => [pageFile(name), text]));
  const site = await settings.published();
  if (site) published.set(SITE_CONFIG_FILE, site.text);
  // The pages the published settings route to: a retired page's file is left out (apply removes it).
  const routed = site && new Set(site.site.routes.flatMap((route) => ('content' in route.page ? [pageFile(route.page.content)] : [])));
  const files = [...new Set([...(await sources.files()), ...published.keys()])]
    .filter((file) => !routed || !file.startsWith('content/pages/') || routed.has(file))
    .sort();
  const tar = tarPack();
  for (const file of files) {
    const text = published.get(file);
    tar.entry({ name: file, mtime: at, mode: 0o644 }, text === undefined ? await sources.read(file) : Buffer.from(text));
  }
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return gzipped(Buffer.concat(chunks));
}
