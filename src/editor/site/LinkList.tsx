import type { RouteConfig } from '../../config/site-schema';
import classes from '../editor.module.css';

export interface Link {
  label: string;
  to: string;
}

/** A link field: the site's routes to choose from, by address and title. */
function RouteSelect({
  label,
  value,
  routes,
  onChange,
}: {
  label: string;
  value: string;
  routes: readonly Pick<RouteConfig, 'path' | 'title'>[];
  onChange: (to: string) => void;
}) {
  const known = routes.some((route) => route.path === value);
  return (
    <select className={classes.input} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {!known && <option value={value}>{value ? `${value} (not a route of site.config.ts)` : 'Choose a page'}</option>}
      {routes.map((route) => (
        <option key={route.path} value={route.path}>
          {route.path} · {route.title}
        </option>
      ))}
    </select>
  );
}

/** A list of links (the header's, the footer's…): each a label and a page, added, removed and reordered. */
export function LinkList({
  name,
  links,
  routes,
  onChange,
}: {
  name: string;
  links: readonly Link[];
  routes: readonly Pick<RouteConfig, 'path' | 'title'>[];
  onChange: (links: Link[]) => void;
}) {
  const set = (index: number, link: Link) => onChange(links.map((old, at) => (at === index ? link : old)));
  const move = (from: number, to: number) => {
    const next = [...links];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className={classes.fieldset}>
      <legend>{name}</legend>
      <ol className={classes.rows}>
        {links.map((link, index) => (
          <li key={index} className={classes.row}>
            <input
              className={classes.input}
              aria-label={`${name} ${index + 1}: label`}
              value={link.label}
              onChange={(event) => set(index, { ...link, label: event.target.value })}
            />
            <RouteSelect
              label={`${name} ${index + 1}: page`}
              value={link.to}
              routes={routes}
              onChange={(to) => set(index, { ...link, to })}
            />
            <button type="button" className={classes.button} disabled={index === 0} onClick={() => move(index, index - 1)}>
              <span aria-hidden="true">↑</span>
              <span className={classes.hidden}>Move {link.label} up</span>
            </button>
            <button
              type="button"
              className={classes.button}
              onClick={() => onChange(links.filter((_, at) => at !== index))}
              aria-label={`Remove ${link.label || `link ${index + 1}`} from ${name}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={classes.button} onClick={() => onChange([...links, { label: '', to: '' }])}>
        Add a link to {name}
      </button>
    </fieldset>
  );
}
