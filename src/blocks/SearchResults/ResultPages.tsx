import { MAX_SEARCH_PAGE, searchHref } from '../../schemas/search';
import { SiteLink } from '../../ui/SiteLink';
import classes from './SearchResults.module.css';

/** Pages either side of the current one that get a number; the first and the last always do. */
const NEIGHBOURS = 2;

/** The page numbers to link, in order, with null where a run of them is left out. */
function pageNumbers(page: number, last: number): (number | null)[] {
  const shown = [...Array(last).keys()]
    .map((index) => index + 1)
    .filter((n) => n === 1 || n === last || Math.abs(n - page) <= NEIGHBOURS);
  return shown.flatMap((n, index) => (index > 0 && n - (shown[index - 1] ?? n) > 1 ? [null, n] : [n]));
}

/**
 * Links to the other pages of results: Previous, the page numbers, Next, each an address of its own
 * (searchHref), so they work as links everywhere. None past MAX_SEARCH_PAGE, which the server refuses.
 */
export function ResultPages({ query, page, pageCount }: { query: string; page: number; pageCount: number }) {
  const last = Math.min(pageCount, MAX_SEARCH_PAGE);
  if (last <= 1) return null;
  return (
    <nav className={classes.pages} aria-label="Pages of results">
      <ul className={classes.pageList}>
        {page > 1 && (
          <li>
            <SiteLink to={searchHref(query, page - 1)} rel="prev" className={classes.pageLink}>
              Previous
            </SiteLink>
          </li>
        )}
        {pageNumbers(page, last).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={classes.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <SiteLink
                to={searchHref(query, n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                className={classes.pageLink}
              >
                {n}
              </SiteLink>
            </li>
          ),
        )}
        {page < last && (
          <li>
            <SiteLink to={searchHref(query, page + 1)} rel="next" className={classes.pageLink}>
              Next
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
