import type { ReactNode } from 'react';
import { useSiteConfig } from '../../ui/SiteConfig';
import { SiteLink } from '../../ui/SiteLink';
import { countedInWords } from '../../schemas/insight-counts';
import { DEFAULT_RETENTION_DAYS, RETENTION_ATTRIBUTE, retentionPeriod } from '../../schemas/retention';
import classes from './Prose.module.css';
import type { ProseItem } from './prose';

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|(\{retention\})|(\{insights\})/g;

/**
 * Turns `[label](href)` and `**bold**` in content text into links and strong text, `{retention}`
 * into how long submissions are kept (schemas/retention.ts: the server writes its own setting in),
 * and `{insights}` into what the site counts of its visitors (schemas/insight-counts.ts, from the list the
 * server counts by).
 */
function InlineText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, href, bold, retention, insights] = match;
    if (insights !== undefined) parts.push(countedInWords());
    else if (retention !== undefined)
      parts.push(
        <span key={index} {...{ [RETENTION_ATTRIBUTE]: DEFAULT_RETENTION_DAYS }}>
          {retentionPeriod(DEFAULT_RETENTION_DAYS)}
        </span>,
      );
    else if (bold !== undefined) parts.push(<strong key={index}>{bold}</strong>);
    else if (href?.startsWith('/'))
      parts.push(
        <SiteLink key={index} to={href}>
          {label}
        </SiteLink>,
      );
    else
      parts.push(
        <a key={index} href={href} {...(href?.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}>
          {label}
        </a>,
      );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function ContactDetails() {
  const site = useSiteConfig();
  return (
    <>
      <ul className={classes.offices} data-contact-details>
        {site.offices.map((office) => (
          <li key={office.city}>
            <strong>{office.city}</strong>: {[office.streetAddress, office.addressLocality, office.postalCode].join(', ')}
          </li>
        ))}
      </ul>
      <p>
        E-mail: <a href={`mailto:${site.company.email}`}>{site.company.email}</a>
      </p>
    </>
  );
}

function ProseItemView({ item, subheadingLevel }: { item: ProseItem; subheadingLevel: 2 | 3 | 4 }) {
  if (typeof item === 'string')
    return (
      <p>
        <InlineText text={item} />
      </p>
    );
  if ('list' in item) {
    const items = item.list.map((text) => (
      <li key={text}>
        <InlineText text={text} />
      </li>
    ));
    return item.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  if ('subheading' in item) {
    const Heading = `h${subheadingLevel}` as const;
    return <Heading className={classes.subheading}>{item.subheading}</Heading>;
  }
  if ('table' in item) {
    return (
      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <caption>{item.table.caption}</caption>
          <thead>
            <tr>
              {item.table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {item.table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>
                    <InlineText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return <ContactDetails />;
}

/** Renders running text from content: paragraphs, lists, sub-headings, tables and contact details. */
export function Prose({ items, subheadingLevel = 3 }: { items: readonly ProseItem[]; subheadingLevel?: 2 | 3 | 4 }) {
  return (
    <div className={classes.prose}>
      {items.map((item, index) => (
        <ProseItemView key={index} item={item} subheadingLevel={subheadingLevel} />
      ))}
    </div>
  );
}
