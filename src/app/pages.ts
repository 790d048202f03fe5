import { preloadBlocks } from '../blocks/registry';
import type { Page } from '../blocks/schemas';
import { preloadSlot } from './slots';

/**
 * Loads the code of every block a page uses so it renders without suspending, and with
 * `slots: true` the slot screens too. Hydration leaves slots out: their prerendered HTML stays
 * in place until their code arrives, so forms never weigh on a page's initial JavaScript.
 */
export function preloadPage(page: Page, { slots }: { slots: boolean }): Promise<unknown> {
  return Promise.all([
    preloadBlocks(page.blocks.map((block) => block.type)),
    ...(slots ? page.blocks.flatMap((block) => (block.type === 'slot' ? [preloadSlot(block.props.name)] : [])) : []),
  ]);
}

/**
 * Loads a content page (validated at build time) and the code it needs. Each page is its own
 * chunk: a route downloads only its own content.
 */
export async function loadPage(id: string): Promise<Page> {
  const module = (await import(/* webpackChunkName: "page-[request]" */ `../../content/pages/${id}.json`)) as {
    default: Page;
  };
  await preloadPage(module.default, { slots: true });
  return module.default;
}
