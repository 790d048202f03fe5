// `npm run check`: validates site.config.ts and every content file, printing what is wrong and
// where. The build and the dev server run the same checks when they start.
import rawSiteConfig from '../site.config';
import { checkProject } from '../src/config/compile';

try {
  const site = checkProject(process.cwd(), rawSiteConfig);
  console.log(`site.config.ts and content/ are valid (${site.routes.length} routes).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
