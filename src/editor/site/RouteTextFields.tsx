import { MAX_META_DESCRIPTION, MAX_PAGE_TITLE, MIN_META_DESCRIPTION } from '../../config/site-schema';
import classes from '../editor.module.css';

interface Text {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A route's title and meta description, as "New page" and the page's settings both ask for them,
 * with the limits the config's schema checks (so the browser says so before the save is refused).
 */
export function RouteTextFields({
  titleLabel,
  title,
  description,
  rows,
  hint = false,
}: {
  titleLabel: string;
  title: Text;
  description: Text;
  /** The description's height in lines (the browser's default when not given). */
  rows?: number;
  /** Says the description's limits under it. */
  hint?: boolean;
}) {
  return (
    <>
      <label className={classes.field}>
        {titleLabel}
        <input
          className={classes.input}
          required
          maxLength={MAX_PAGE_TITLE}
          value={title.value}
          onChange={(event) => title.onChange(event.target.value)}
        />
      </label>
      <label className={classes.field}>
        Description
        <textarea
          className={classes.input}
          required
          minLength={MIN_META_DESCRIPTION}
          maxLength={MAX_META_DESCRIPTION}
          rows={rows}
          value={description.value}
          onChange={(event) => description.onChange(event.target.value)}
        />
        {hint && (
          <span className={classes.muted}>
            The search snippet: {MIN_META_DESCRIPTION} to {MAX_META_DESCRIPTION} characters.
          </span>
        )}
      </label>
    </>
  );
}
