import { describe, expect, it } from 'vitest';
import { AGREED } from '../config/agreed';
import { loadPage, onlyBlock } from '../test-utils/contentPages';
import type { ProseItem } from '../blocks/shared/prose';

const listsOf = (body: readonly ProseItem[]) =>
  body.flatMap((item) => (typeof item === 'object' && 'list' in item ? [item.list] : []));
const text = (body: readonly ProseItem[]) => JSON.stringify(body);
/** The site paths that `[label](/path)` links in the text point at. */
const internalLinks = (body: readonly ProseItem[]) => [...text(body).matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);

describe('privacy policy content', () => {
  const doc = onlyBlock(loadPage('privacy'), 'legalDocument');
  const section = (n: number) => doc.sections[n - 1]?.body ?? [];
  const { privacy } = AGREED;

  it('has the agreed number of numbered sections beside a table of contents, each titled once', () => {
    expect(doc).toMatchObject({ variant: 'toc', numbered: true, lastUpdated: true });
    expect(doc.sections).toHaveLength(privacy.sections);
    expect(new Set(doc.sections.map((s) => s.heading)).size).toBe(privacy.sections);
  });

  it('lists the personal and the automatic kinds of information, and links to the cookie policy', () => {
    const [personal, automatic] = listsOf(section(1));
    expect(personal).toHaveLength(privacy.personalData);
    expect(automatic).toHaveLength(privacy.automaticData);
    expect(internalLinks(section(1))).toContain('/cookies');
  });

  it('gives the agreed numbers of purposes, kinds of sharing and rights', () => {
    expect(listsOf(section(2))[0]).toHaveLength(privacy.purposes);
    expect(listsOf(section(3))[0]).toHaveLength(privacy.sharing);
    expect(listsOf(section(6))[0]).toHaveLength(privacy.rights);
  });

  it('ends with the office contact details', () => {
    expect(section(privacy.sections)).toContainEqual({ contactDetails: true });
  });
});

describe('terms and conditions content', () => {
  const doc = onlyBlock(loadPage('terms-conditions'), 'legalDocument');

  it('has the agreed number of collapsible sections, each titled once, with a quick navigation and a Back to Top button', () => {
    expect(doc).toMatchObject({ variant: 'collapsible', lastUpdated: true, backToTop: expect.any(String) });
    expect(doc.sections).toHaveLength(AGREED.terms.sections);
    expect(new Set(doc.sections.map((s) => s.heading)).size).toBe(AGREED.terms.sections);
  });
});

describe('cookie policy content', () => {
  const page = loadPage('cookies');
  const tabs = onlyBlock(page, 'contentTabs').tabs;
  const after = onlyBlock(page, 'legalDocument');
  const { cookies } = AGREED;
  const table = tabs.flatMap((tab) => tab.body).find((item) => typeof item === 'object' && 'table' in item);

  it('has the agreed number of tabs, each labelled once', () => {
    expect(tabs).toHaveLength(cookies.tabs);
    expect(new Set(tabs.map((t) => t.label)).size).toBe(cookies.tabs);
  });

  it('links to the help pages of the agreed number of browsers', () => {
    const external = tabs.flatMap((tab) => listsOf(tab.body).flat()).filter((item) => /\]\(https:\/\//.test(item));
    expect(external).toHaveLength(cookies.browserHelpLinks);
  });

  it('has a cookie table with a row for each cookie and every cell filled', () => {
    const rows = table && typeof table === 'object' && 'table' in table ? table.table.rows : [];
    expect(rows).toHaveLength(cookies.tableRows);
    for (const cell of rows.flat()) expect(cell.trim()).not.toBe('');
  });

  it('ends with sections that link to the privacy policy and the terms', () => {
    expect(after.sections).toHaveLength(cookies.closingSections);
    for (const s of after.sections)
      expect(internalLinks(s.body)).toEqual(expect.arrayContaining(['/privacy', '/terms-conditions']));
  });
});
