import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Writes dist-ssr/chunk-groups.json after a web build: for every entry and named async chunk group
 * (pages, blocks, screens), the JS and CSS files it needs. scripts/build/budgets.mjs adds them up
 * per route to check the bundle budgets.
 */
export function pluginBundleStats(): RsbuildPlugin {
  return {
    name: 'bundle-stats',
    setup(api) {
      api.onAfterBuild(({ stats, environments }) => {
        if (!stats || !environments.web) return;
        const all = 'stats' in stats ? stats.stats : [stats];
        for (const one of all) {
          const json = one.toJson({ all: false, chunkGroups: true, entrypoints: true, assets: false });
          if (!json.namedChunkGroups || !json.entrypoints) continue;
          if (!Object.keys(json.entrypoints).includes('index')) continue;
          const groups: Record<string, string[]> = {};
          for (const [name, group] of Object.entries({ ...json.namedChunkGroups, ...json.entrypoints })) {
            groups[name] = (group.assets ?? []).map((asset) => asset.name);
          }
          const out = path.join(api.context.rootPath, 'dist-ssr');
          mkdirSync(out, { recursive: true });
          writeFileSync(path.join(out, 'chunk-groups.json'), JSON.stringify(groups, null, 2));
        }
      });
    },
  };
}
