import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProseItem } from '../shared/prose';
import { PageSchema, type BlockProps, type BlockType, type Page } from '../schemas';

const load = (name: string): Page =>
  PageSchema.parse(JSON.parse(readFileSync(path.join(process.cwd(), 'content/pages', `${name}.json`), 'utf8')));

const only = <T extends BlockType>(page: Page, type: T): BlockProps<T> => {
  const blocks = page.blocks.filter((b) => b.type === type);
  expect(blocks).toHaveLength(1);
  return blocks[0]?.props as BlockProps<T>;
};

const listsOf = (body: readonly ProseItem[]) => body.flatMap((item) => (typeof item === 'object' && 'list' in item ? [item.list] : []));
const text = (body: readonly ProseItem[]) => JSON.stringify(body);

describe('privacy policy content', () => {
  const doc = only(load('privacy'), 'legalDocument');
  const section = (n: number) => doc.sections[n - 1]?.body ?? [];

  it('has nine numbered sections in the agreed order, beside a table of contents', () => {
    expect(doc).toMatchObject({ variant: 'toc', numbered: true, lastUpdated: true });
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Data Sharing and Disclosure',
      'Data Security',
      'International Data Transfers',
      'Your Data Protection Rights',
      "Children's Privacy",
      'Changes to This Privacy Policy',
      'Contact Us',
    ]);
  });

  it('lists the six personal and six automatic kinds of information, and links to the cookie policy', () => {
    const [personal, automatic] = listsOf(section(1));
    expect(personal).toHaveLength(6);
    expect(automatic).toEqual(['IP address', 'Browser type', 'Operating system', 'Pages visited', 'Time and date of visit', 'Referring website']);
    expect(text(section(1))).toContain('](/cookies)');
  });

  it('gives nine purposes, four kinds of sharing and seven rights', () => {
    expect(listsOf(section(2))[0]).toHaveLength(9);
    expect(listsOf(section(3))[0]).toHaveLength(4);
    expect(listsOf(section(6))[0]).toHaveLength(7);
  });

  it('names the UK and Nepal, the age of 16 and the office contact details', () => {
    expect(text(section(5))).toMatch(/United Kingdom[\s\S]*Nepal/);
    expect(text(section(7))).toContain('under 16');
    expect(section(9)).toContainEqual({ contactDetails: true });
  });
});

describe('terms and conditions content', () => {
  const doc = only(load('terms-conditions'), 'legalDocument');

  it('has ten collapsible sections with a quick navigation and a Back to Top button', () => {
    expect(doc).toMatchObject({ variant: 'collapsible', navigationTitle: 'Quick Navigation', backToTop: 'Back to Top', lastUpdated: true });
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Introduction',
      'Services',
      'Use License',
      'Disclaimer',
      'Limitations',
      'Accuracy of Materials',
      'Links',
      'Modifications',
      'Governing Law',
      'Contact Information',
    ]);
  });

  it('says services may change without notice and that UK law and courts govern', () => {
    expect(text(doc.sections[1]?.body ?? [])).toContain('without notice');
    expect(text(doc.sections[8]?.body ?? [])).toMatch(/laws of the United Kingdom[\s\S]*courts/);
  });
});

describe('cookie policy content', () => {
  const page = load('cookies');
  const tabs = only(page, 'contentTabs').tabs;
  const after = only(page, 'legalDocument');

  it('has four tabs, What Are Cookies first', () => {
    expect(tabs.map((t) => t.label)).toEqual(['What Are Cookies', 'Types of Cookies', 'Cookie Controls', 'Cookie Table']);
  });

  it('links to the help pages of four browsers and describes the banner choices', () => {
    const controls = tabs[2]?.body ?? [];
    expect(listsOf(controls).flat().filter((item) => /\]\(https:\/\//.test(item))).toHaveLength(4);
    for (const choice of ['Accept All', 'Necessary Only', 'Customize', 'Cookie Settings']) expect(text(controls)).toContain(choice);
  });

  it('lists the cookie lifetimes of spec section 9', () => {
    const table = (tabs[3]?.body ?? []).find((item) => typeof item === 'object' && 'table' in item);
    const rows = table && typeof table === 'object' && 'table' in table ? table.table.rows : [];
    expect(rows.map((row) => [row[2], row[3]])).toEqual([
      ['Essential', '1 year'],
      ['Analytics', '2 years'],
      ['Analytics', '24 hours'],
      ['Advertising', '3 months'],
      ['Essential', 'Session'],
    ]);
  });

  it('ends with Changes and Contact sections linking to the privacy policy and the terms', () => {
    expect(after.sections.map((s) => s.heading)).toEqual(['Changes to This Cookie Policy', 'Contact Us']);
    for (const s of after.sections) expect(text(s.body)).toMatch(/\]\(\/privacy\)[\s\S]*\]\(\/terms-conditions\)/);
  });
});
