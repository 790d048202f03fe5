import path from 'node:path';
import type { Indexer } from 'storybook/internal/types';

/** The content page files, as the `stories` globs in main.ts list them. */
const pageFile = /[\\/]content[\\/]pages[\\/][^\\/]+\.json$/;
/** The one story module every page story is imported from. */
export const pagesModule = path.join(import.meta.dirname, 'Pages.stories.tsx');
export const pagesModuleFile = /[\\/]\.storybook[\\/]pages[\\/]Pages\.stories\.tsx$/;

/** 'blog-aws' -> 'pageBlogAws': the page's story export in Pages.stories.tsx (never a reserved word). */
export const exportNameOf = (id: string) =>
  `page${id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')}`;

/** The page ids ('about', 'blog-aws', ...) of the files in content/pages/, in order. */
export const pageIdsIn = (files: readonly string[]) =>
  files
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/**
 * One story per content page, under `Pages` and named by its file, straight from the file list: a
 * new file in content/pages/ appears in Storybook (and so in the visual tests) with no story written
 * for it. Each entry points into Pages.stories.tsx, whose exports pluginPageStories derives from the
 * same list; that module itself is indexed through its pages, never on its own.
 */
export const pageIndexers: Indexer[] = [
  {
    test: pageFile,
    createIndex: (fileName) => {
      const id = path.basename(fileName, '.json');
      return Promise.resolve([
        { type: 'story', importPath: pagesModule, exportName: exportNameOf(id), title: 'Pages', name: id, tags: ['page'] },
      ]);
    },
  },
  { test: pagesModuleFile, createIndex: () => Promise.resolve([]) },
];
