import type { PageBackend } from './backend';
import { listImages, loadPage, savePage, uploadImage } from './editorApi';
import { SITE_SCREEN } from './site/SiteScreen';

/** The dev server's files (dev-server/api.ts). */
export const filesBackend: PageBackend = {
  load: async (name) => ({ ...(await loadPage(name)), saved: true }),
  save: async (name, version, page) => {
    const result = await savePage(name, version, page);
    return result.kind === 'saved' ? { kind: 'saved', version: result.version } : result;
  },
  savedMessage: (file) => `Saved ${file}. Review the change with git diff, then commit it.`,
  reloadLabel: 'Reload from disk',
  inRepository: true,
  listImages,
  uploadImage,
  uploadsTo: 'public/images/',
  siteSettings: { href: SITE_SCREEN },
};
