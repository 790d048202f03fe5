import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slugify } from '../blocks/shared/slug';
import { site } from '../config/site';
import { contentRoot, loadPage, pageIds } from '../test-utils/contentPages';

/** Rules every content page keeps, whatever its wording: one h1 first, distinct section ids, links that lead somewhere. */
const sitePaths = new Set(site.routes.flatMap((route) => [route.path, ...route.aliases]));

/** Site paths a content file links to: actions (`"to": "/…"`) and links in text (`[label](/…)`), without their #fragment. */
const internalLinks = (file: string) => {
  const raw = readFileSync(path.join(contentRoot, file), 'utf8');
  return [...raw.matchAll(/"to":\s*"(\/[^"]*)"|\]\((\/[^)\s]*)\)/g)].map((match) => (match[1] ?? match[2] ?? '').split('#')[0]);
};

/** Slots whose screen is the whole page and carries its own h1: sign-in and registration. */
const selfTitledSlots = new Set(['login-form', 'register-form']);

describe.each(pageIds)('content page %s', (id) => {
  const page = loadPage(id);

  it('opens with the block that holds its one h1 (a hero, an article, or a screen that titles itself)', () => {
    const titled = page.blocks.filter(
      (block) =>
        block.type === 'hero' || block.type === 'article' || (block.type === 'slot' && selfTitledSlots.has(block.props.name)),
    );
    expect(titled).toHaveLength(1);
    expect(page.blocks[0]).toBe(titled[0]);
  });

  it('gives every titled section its own id, so in-page links and labels stay unique', () => {
    const ids = page.blocks.flatMap((block) => ('heading' in block.props && block.props.heading ? [slugify(block.props.heading)] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links only to pages the site has', () => {
    for (const to of internalLinks(`content/pages/${id}.json`)) expect(sitePaths, `link to ${to}`).toContain(to);
  });
});

it('gives every service in the catalogue a page', () => {
  const services = readFileSync(path.join(contentRoot, 'content/services.json'), 'utf8');
  for (const [, to] of services.matchAll(/"path":\s*"(\/[^"]*)"/g)) expect(sitePaths, `service ${to}`).toContain(to);
});
