import type { ReactNode } from 'react';
import { MAX_SEARCH_CHARS, SEARCH_PARAM, SEARCH_PATH } from '../../schemas/search';
import { SearchFieldIsland, type SearchFieldProps } from './SearchField';
import classes from './SearchForm.module.css';

/**
 * A search form of the site, the header's or the search page's: GET /search?q=…, which works as it
 * is, with or without JavaScript. Only its field is an island (SearchField), which suggests results
 * as the visitor types; the form and its button are plain HTML.
 */
export function SearchForm({
  submit,
  ...field
}: Pick<SearchFieldProps, 'variant' | 'label' | 'query' | 'error' | 'classNames'> & {
  /** The form's submit button: an icon in the header, the site's button on the page. */
  submit: ReactNode;
}) {
  return (
    <form
      role="search"
      method="get"
      action={SEARCH_PATH}
      // The page's own search is named; the header's, on every page, is the site's one search landmark.
      aria-label={field.variant === 'page' ? field.label : undefined}
      data-search-form={field.variant}
    >
      <div className={classes.row}>
        <SearchFieldIsland {...field} action={SEARCH_PATH} name={SEARCH_PARAM} maxLength={MAX_SEARCH_CHARS} />
        {submit}
      </div>
    </form>
  );
}
