import type { PageForm } from '../../schemas/page-forms';
import classes from './Notice.module.css';
import { fieldId } from './pageForm';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

/**
 * What the server refused in a form posted without script, at the top of the form (GOV.UK's error
 * summary): each field's message as a link to the field, and a message for the whole form (too many
 * requests, the server could not store the file). Nothing when there is nothing to say.
 */
export function ErrorSummary({
  form,
  errors,
  message,
}: {
  form: PageForm;
  errors: Record<string, string>;
  message: string | null;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0 && !message) return null;
  const titleId = `${form}-error-summary`;
  return (
    <div role="alert" aria-labelledby={titleId} className={classes.notice} data-tone="error" data-error-summary="">
      <h3 id={titleId} className={classes.title}>
        {ERROR_SUMMARY_TITLE}
      </h3>
      {entries.length > 0 && (
        <ul className={classes.text}>
          {entries.map(([field, text]) => (
            <li key={field}>
              <a href={`#${fieldId(form, field)}`}>{text}</a>
            </li>
          ))}
        </ul>
      )}
      {message && <p className={classes.text}>{message}</p>}
    </div>
  );
}
