import type { ReactNode } from 'react';
import type { Insights } from '../../schemas/insights';
import classes from './Admin.module.css';
import styles from './InsightsDashboard.module.css';
import { conversion, count, counted } from './insightsText';
import { figureStyles } from './Figures';

/*
 * The insights' lists (InsightsDashboard): pages, other websites, campaigns, searches and addresses
 * not found, each a table under a heading with a sentence that says what to read in it, or, when it
 * is empty, a sentence that says so. Tables, not charts: staff read these rows one by one.
 */

interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/** Rows as a table: the first column names each row (a row header), the others are its figures. */
export function Table<Row>({
  caption,
  columns: [first, ...rest],
  rows,
  rowKey,
}: {
  caption: string;
  columns: [Column<Row>, ...Column<Row>[]];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    // A table wider than a phone scrolls in its own box: focusable, so a keyboard can scroll it, and a
    // named region, so a screen reader says what the focus is on (as the activity log's).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is what keyboard users must reach
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={`${classes.dataTable} ${styles.table}`}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {[first, ...rest].map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{first.cell(row)}</th>
              {rest.map((column) => (
                <td key={column.label}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One part of the dashboard: a section named by its heading. */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={figureStyles.part}>
      <h3 id={id} className={figureStyles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The pages with the most views, and the enquiries each led to. */
export function TopPages({ pages }: { pages: Insights['pages'] }) {
  return (
    <Part id="insights-pages" title="Top pages">
      {pages.length === 0 ? (
        <p>No page was viewed in these days.</p>
      ) : (
        <>
          <p className={classes.muted}>
            “Enquiries after landing here” counts the enquiries of visitors whose first page that day was this one; conversion is
            those enquiries ÷ the page’s visitors. “Enquiries from its form” counts those sent from a form on the page, wherever
            their visitor landed.
          </p>
          <Table
            caption="Pages by page views"
            rows={pages}
            rowKey={(page) => page.path}
            columns={[
              { label: 'Page', cell: (page) => page.path },
              { label: 'Page views', cell: (page) => count(page.pageviews) },
              { label: 'Visitors', cell: (page) => count(page.visitors) },
              { label: 'Enquiries after landing here', cell: (page) => count(page.enquiries) },
              { label: 'Enquiries from its form', cell: (page) => count(page.formEnquiries) },
              { label: 'Conversion', cell: (page) => conversion(page.enquiries, page.visitors) },
            ]}
          />
        </>
      )}
    </Part>
  );
}

/** Other websites that sent visitors here. */
export function Referrers({ referrers }: { referrers: Insights['referrers'] }) {
  return (
    <Part id="insights-referrers" title="Where visitors came from">
      {referrers.length === 0 ? (
        <p>No visitor came from another website in these days.</p>
      ) : (
        <>
          <p className={classes.muted}>
            Other websites whose links brought visitors here. Visitors who typed the address, used a bookmark or whose browser
            kept the link private are not among them.
          </p>
          <Table
            caption="Other websites by visitors"
            rows={referrers}
            rowKey={(referrer) => referrer.host}
            columns={[
              { label: 'Website', cell: (referrer) => referrer.host },
              { label: 'Visitors', cell: (referrer) => count(referrer.visitors) },
              { label: 'Page views', cell: (referrer) => count(referrer.pageviews) },
            ]}
          />
        </>
      )}
    </Part>
  );
}

/** Each utm_* tag the answer can hold, in the order a link's address usually gives them. */
const TAGS = {
  source: { label: 'Source', caption: 'By source (utm_source): where the link was shared' },
  medium: { label: 'Medium', caption: 'By medium (utm_medium): the kind of channel' },
  campaign: { label: 'Campaign', caption: 'By campaign (utm_campaign): its name' },
} satisfies Record<Insights['campaigns'][number]['tag'], { label: string; caption: string }>;

/** The tagged links visitors arrived by, a table for each tag that any arrived with. */
export function Campaigns({ campaigns }: { campaigns: Insights['campaigns'] }) {
  const groups = (Object.keys(TAGS) as (keyof typeof TAGS)[])
    .map((tag) => ({ tag, rows: campaigns.filter((campaign) => campaign.tag === tag) }))
    .filter((group) => group.rows.length > 0);
  return (
    <Part id="insights-campaigns" title="Campaigns">
      {groups.length === 0 ? (
        <p>No visitor arrived by a tagged link in these days.</p>
      ) : (
        <>
          <p className={classes.muted}>
            Visitors who arrived by a link tagged for a campaign (its address ending in ?utm_source=..., for instance), by each
            tag’s value.
          </p>
          {groups.map(({ tag, rows }) => (
            <Table
              key={tag}
              caption={TAGS[tag].caption}
              rows={rows}
              rowKey={(row) => row.value}
              columns={[
                { label: TAGS[tag].label, cell: (row) => row.value },
                { label: 'Visitors', cell: (row) => count(row.visitors) },
                { label: 'Page views', cell: (row) => count(row.pageviews) },
              ]}
            />
          ))}
        </>
      )}
    </Part>
  );
}

/** What visitors searched the site for, those that found nothing first: what the site may lack. */
export function Searches({ searches }: { searches: Insights['searches'] }) {
  // The server sends them in this order already; the dashboard does not rely on it.
  const unanswered = searches.filter((search) => search.results === 0);
  const rows = [...unanswered, ...searches.filter((search) => search.results > 0)];
  return (
    <Part id="insights-searches" title="What visitors searched for">
      {rows.length === 0 ? (
        <p>Nobody searched the site in these days.</p>
      ) : (
        <>
          <p className={classes.muted}>
            {unanswered.length === 0
              ? 'Every search found something.'
              : `${counted(unanswered.length, 'search', 'searches')} found nothing: a page, or words on one, could answer ${unanswered.length === 1 ? 'it' : 'them'}.`}{' '}
            Results are those of each one’s latest search.
          </p>
          <Table
            caption="Searches on the site, those without results first"
            rows={rows}
            rowKey={(search) => search.query}
            columns={[
              { label: 'Searched for', cell: (search) => search.query },
              { label: 'Times', cell: (search) => count(search.count) },
              {
                label: 'Results',
                cell: (search) =>
                  search.results === 0 ? <strong className={styles.noResults}>No results</strong> : count(search.results),
              },
            ]}
          />
        </>
      )}
    </Part>
  );
}

/**
 * Addresses that gave the "page not found" page, and the websites that linked to them: a link from
 * this site itself is one to mend, so its host reads "this site".
 */
export function NotFound({ notFound, siteHost }: { notFound: Insights['notFound']; siteHost: string }) {
  const ours = (host: string) => host.toLowerCase() === siteHost.toLowerCase();
  const broken = notFound.filter((row) => row.referrers.some(ours)).length;
  return (
    <Part id="insights-not-found" title="Addresses not found">
      {notFound.length === 0 ? (
        <p>No address gave the “page not found” page in these days.</p>
      ) : (
        <>
          <p className={classes.muted}>
            {broken === 0
              ? 'None is linked from this site.'
              : `${counted(broken, 'address is', 'addresses are')} linked from this site: change those links, or move the page back.`}{' '}
            The rest come from old links elsewhere, mistyped addresses or automated scanners.
          </p>
          <Table
            caption="Addresses not found, the most asked for first"
            rows={notFound}
            rowKey={(row) => row.path}
            columns={[
              { label: 'Address', cell: (row) => row.path },
              { label: 'Times asked for', cell: (row) => count(row.count) },
              {
                label: 'Linked from',
                cell: (row) =>
                  row.referrers.length === 0
                    ? 'Not known'
                    : row.referrers.map((host) => (ours(host) ? 'this site' : host)).join(', '),
              },
            ]}
          />
        </>
      )}
    </Part>
  );
}
