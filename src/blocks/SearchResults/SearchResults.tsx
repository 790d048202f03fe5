import { Badge } from '@mantine/core';
import { useContext } from 'react';
import { SEARCH_PAGE_SIZE, searchHref, type SearchHit, type SearchResults as Results } from '../../schemas/search';
import { AppButton } from '../../ui/AppButton';
import { useSiteConfig } from '../../ui/SiteConfig';
import { SiteLink } from '../../ui/SiteLink';
import { Section } from '../shared/Section';
import { SearchPageContext } from './context';
import { Excerpt } from './Excerpt';
import { ResultPages } from './ResultPages';
import { SearchForm } from './SearchForm';
import classes from './SearchResults.module.css';
import type { SearchResultsProps } from './schema';

const HEADING_ID = 'search-results-heading';

// UTC keeps the day the same on the server and in every visitor's time zone (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const resultsFor = ({ total, query }: Results) => `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;

/**
 * The search page: its form, then what the server found for the query (SearchPageContext): a page of
 * results with links to the others, or, when nothing was found or nothing asked yet, help to find
 * it (tips, example searches, the services). All of it plain HTML; only the field is an island.
 */
export default function SearchResults(props: SearchResultsProps) {
  const data = useContext(SearchPageContext);
  const results = data?.results ?? null;
  return (
    <div data-block="searchResults">
      <Section labelledBy={HEADING_ID}>
        <div className={classes.form}>
          <SearchForm
            variant="page"
            label={props.label}
            query={data?.query}
            error={data?.error}
            classNames={{ field: classes.field, label: classes.label, error: classes.error, input: classes.input }}
            submit={
              <AppButton type="submit" size="md">
                {props.buttonText}
              </AppButton>
            }
          />
        </div>
        <div className={classes.body}>
          {results && results.total > 0 ? <Found results={results} /> : <Help {...props} results={results} />}
        </div>
      </Section>
    </div>
  );
}

function Found({ results }: { results: Results }) {
  return (
    <>
      <h2 id={HEADING_ID} className={classes.heading}>
        {resultsFor(results)}
      </h2>
      <ol className={classes.hits} start={(results.page - 1) * SEARCH_PAGE_SIZE + 1}>
        {results.hits.map((hit) => (
          <Hit key={hit.url} hit={hit} />
        ))}
      </ol>
      <ResultPages query={results.query} page={results.page} pageCount={results.pageCount} />
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className={classes.hit}>
      <h3 className={classes.hitTitle}>
        <SiteLink to={hit.url}>{hit.title}</SiteLink>
      </h3>
      <p className={classes.address}>{hit.url}</p>
      {hit.kind === 'post' && (
        <p className={classes.meta}>
          <Badge component="span" variant="light" color="gray" radius="sm">
            Post
          </Badge>
          {hit.publishedAt && <time dateTime={hit.publishedAt}>{dateFormat.format(new Date(hit.publishedAt))}</time>}
        </p>
      )}
      <p className={classes.excerpt}>
        <Excerpt parts={hit.excerpt} />
      </p>
    </li>
  );
}

/** Before a search, after a refused one, or when one finds nothing: what to try instead. */
function Help({
  results,
  emptyHeading,
  emptyText,
  noResultsTips,
  suggestionsHeading,
  suggestions,
  servicesHeading,
}: SearchResultsProps & { results: Results | null }) {
  const services = useSiteConfig().navigation.services;
  return (
    <>
      <h2 id={HEADING_ID} className={classes.heading}>
        {results ? `No results for “${results.query}”` : emptyHeading}
      </h2>
      {results ? (
        <ul className={classes.tips}>
          {noResultsTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : (
        <p className={classes.text}>{emptyText}</p>
      )}
      <div className={classes.help}>
        {suggestions.length > 0 && (
          <div>
            <h3 className={classes.helpHeading}>{suggestionsHeading}</h3>
            <ul className={classes.suggestions}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <SiteLink to={searchHref(suggestion)} className={classes.suggestion}>
                    {suggestion}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h3 className={classes.helpHeading}>{servicesHeading}</h3>
          <div className={classes.services}>
            {services.map((group) => (
              <div key={group.label}>
                <h4 className={classes.groupLabel}>{group.label}</h4>
                <ul className={classes.groupLinks}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <SiteLink to={link.to}>{link.label}</SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
