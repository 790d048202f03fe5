import type { MouseEvent } from 'react';
import type { SearchResults } from '../../schemas/search';
import { SiteLink } from '../../ui/SiteLink';
import { Excerpt } from './Excerpt';
import classes from './SearchSuggestions.module.css';

/** Keeps focus in the field while the list is clicked (an option, its scroll bar): a click on an option still follows its link. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The search field's list of results (SearchField): a listbox under the field whose options are
 * links, each result's title and excerpt, then one to all the results. The field keeps focus and
 * says which option is chosen (aria-activedescendant); Mantine's combobox store moves through the
 * options by their data-combobox-option mark.
 */
export default function SearchSuggestions({
  results,
  listId,
  label,
  open,
  activeId,
  allResults,
  onChoose,
}: {
  results: SearchResults;
  listId: string;
  label: string;
  open: boolean;
  activeId: string | null;
  /** The address of the results page for the query (searchHref). */
  allResults: string;
  onChoose: () => void;
}) {
  const option = (index: number) => ({
    id: `${listId}-${index}`,
    role: 'option',
    'aria-selected': activeId === `${listId}-${index}`,
    'data-combobox-option': true,
    tabIndex: -1,
    onClick: onChoose,
  });
  return (
    // Not a control: it only keeps the field focused while the pointer is on the list.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={classes.dropdown} hidden={!open} onMouseDown={keepFocus}>
      {results.total === 0 && (
        <p className={classes.none} aria-hidden="true">
          No results for “{results.query}”
        </p>
      )}
      <div role="listbox" id={listId} aria-label={label} className={classes.options}>
        {results.hits.map((hit, index) => (
          <SiteLink key={hit.url} to={hit.url} className={classes.option} {...option(index)}>
            <span className={classes.title}>{hit.title}</span>
            <Excerpt parts={hit.excerpt} className={classes.excerpt} />
          </SiteLink>
        ))}
        <SiteLink to={allResults} className={`${classes.option} ${classes.all}`} {...option(results.hits.length)}>
          See all results
        </SiteLink>
      </div>
    </div>
  );
}
