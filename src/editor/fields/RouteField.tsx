import { FieldLabel } from '@puckeditor/core';
import { site } from '../../config/site';
import classes from './fields.module.css';

/** A link to a page of the site: one of the routes of site.config.ts, by address and title. */
export function RouteField({ label, value, onChange }: { label: string; value: unknown; onChange: (value: string) => void }) {
  const current = typeof value === 'string' ? value : '';
  const known = site.routes.some((route) => route.path === current);
  return (
    <FieldLabel label={label} el="div">
      <select className={classes.input} aria-label={label} value={current} onChange={(event) => onChange(event.target.value)}>
        {!known && <option value={current}>{current ? `${current} (not a route of site.config.ts)` : 'Choose a page'}</option>}
        {site.routes.map((route) => (
          <option key={route.path} value={route.path}>
            {route.path} · {route.title}
          </option>
        ))}
      </select>
      <p className={classes.hint}>The site's pages are the routes of site.config.ts.</p>
    </FieldLabel>
  );
}
