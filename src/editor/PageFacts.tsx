import type { RouteConfig } from '../config/site-schema';
import classes from './editor.module.css';

/** The page's address, title and description, which site.config.ts holds: shown, not edited here. */
export function PageFacts({ route, file }: { route: RouteConfig; file: string }) {
  return (
    <dl className={classes.facts} aria-label="Page facts from site.config.ts">
      <dt>Address</dt>
      <dd>
        {route.path}
        {route.aliases.length > 0 && ` (also ${route.aliases.join(', ')})`}
      </dd>
      <dt>Title</dt>
      <dd>{route.title}</dd>
      <dt>Description</dt>
      <dd>{route.description}</dd>
      <dt>Content file</dt>
      <dd>{file}</dd>
      <dd className={classes.muted}>
        The address, title and description are set in site.config.ts (the route with path '{route.path}'); change them there.
        Select a block to edit its fields.
      </dd>
    </dl>
  );
}
