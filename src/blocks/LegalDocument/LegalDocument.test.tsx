import { countedInWords } from '../../schemas/insight-counts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import { axeViolations, render, TestProviders } from '../../test-utils/render';
import { MemoryRouter } from 'react-router-dom';
import LegalDocument, { HIGHLIGHT_MS } from './LegalDocument';
import { legalCollapsibleFixture, legalTocFixture } from './LegalDocument.fixture';
import { LegalDocumentSchema } from './schema';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  // The sections' open state is shared by the panels and the navigation of a page: every test starts open.
});

describe('LegalDocument', () => {
  it("shows today's date in long British format once it runs in the browser", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
    render(<LegalDocument {...legalTocFixture} />);
    expect(screen.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22');
    expect(screen.getByText(/^Last Updated:/)).toBeInTheDocument();
  });

  it('leaves the date out of the prerendered HTML, so no build date goes stale', () => {
    const html = renderToString(
      <TestProviders>
        <MemoryRouter>
          <LegalDocument {...legalTocFixture} />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(html).toContain('Last Updated');
    expect(html).not.toContain(String(new Date().getFullYear()));
  });

  it('states how long submissions are kept where its text says {retention}, in an element the server rewrites', () => {
    const html = renderToString(
      <TestProviders>
        <MemoryRouter>
          <LegalDocument
            {...legalTocFixture}
            sections={[{ heading: 'Keeping', body: ['Deleted {retention} after they reach us.'] }]}
          />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(html).toContain('Deleted <span data-retention-days="730">24 months</span> after they reach us.');
  });

  it('says what the site counts of its visitors where its text says {insights}, from the list the server counts by', () => {
    const html = renderToString(
      <TestProviders>
        <MemoryRouter>
          <LegalDocument {...legalTocFixture} sections={[{ heading: 'Page views', body: ['What we count: {insights}.'] }]} />
        </MemoryRouter>
      </TestProviders>,
    );
    // React marks where one text ends and the next begins (<!-- -->): the reader sees one sentence.
    expect(html.replaceAll('<!-- -->', '')).toContain(`What we count: ${countedInWords().replaceAll("'", '&#x27;')}.`);
    for (const counted of [
      'the page itself',
      'the website you came from',
      'the kind of device',
      'the campaign named in the link',
    ])
      expect(html).toContain(counted);
    expect(html).not.toContain('{insights}');
  });

  it('numbers the sections and links to each from the table of contents', () => {
    render(<LegalDocument {...legalTocFixture} />);
    const nav = within(screen.getByRole('navigation', { name: 'Table of Contents' }));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#information-we-collect', '#contact-us']);
    expect(screen.getByRole('heading', { level: 2, name: '1. Information We Collect' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });

  it('highlights the chosen section for 500 ms', () => {
    vi.useFakeTimers();
    const { container } = render(<LegalDocument {...legalTocFixture} />);
    fireEvent.click(screen.getByRole('link', { name: '2. Contact Us' }));
    const section = container.querySelector('#contact-us');
    expect(section).toHaveAttribute('data-highlighted');
    expect(section?.scrollIntoView).toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
    });
    expect(section).toHaveAttribute('data-highlighted');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(section).not.toHaveAttribute('data-highlighted');
  });

  it('lists the office cities and the contact e-mail from the site config', () => {
    render(<LegalDocument {...legalTocFixture} />);
    for (const office of site.offices) expect(screen.getByText(office.city)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.company.email })).toHaveAttribute('href', `mailto:${site.company.email}`);
  });

  /** A collapsible section's <summary>, found by the heading it holds. */
  const summaryOf = (title: string) => {
    const summary = screen.getByRole('heading', { name: title }).closest('summary');
    if (!summary) throw new Error(`'${title}' is not the summary of a disclosure`);
    return summary;
  };

  it('opens every collapsible section at first and closes one on click', () => {
    const { container } = render(<LegalDocument {...legalCollapsibleFixture} />);
    const sections = container.querySelectorAll('details');
    expect(sections).toHaveLength(2);
    for (const section of sections) expect(section).toHaveAttribute('open');
    const first = sections[0] as HTMLDetailsElement;
    const title = first.querySelector('h2')?.textContent ?? '';
    const text = first.querySelector('summary + div') as HTMLElement;
    expect(text).toBeVisible();
    fireEvent.click(summaryOf(title));
    expect(first).not.toHaveAttribute('open');
    expect(text).not.toBeVisible();
    fireEvent.click(summaryOf(title));
    expect(text).toBeVisible();
  });

  it('reopens a closed section when its quick-navigation link is used', () => {
    render(<LegalDocument {...legalCollapsibleFixture} />);
    fireEvent.click(summaryOf('Contact Us'));
    expect(summaryOf('Contact Us').closest('details')).not.toHaveAttribute('open');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Quick Navigation' })).getByRole('link', { name: 'Contact Us' }),
    );
    expect(summaryOf('Contact Us').closest('details')).toHaveAttribute('open');
  });

  it('scrolls smoothly back to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<LegalDocument {...legalCollapsibleFixture} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('defaults to plain sections with the Last Updated line', () => {
    const parsed = LegalDocumentSchema.parse({ sections: [{ heading: 'Changes', body: ['We may change this policy.'] }] });
    expect(parsed).toMatchObject({ variant: 'plain', lastUpdated: true, numbered: false, navigationTitle: 'Contents' });
  });

  it.each([
    ['table of contents', legalTocFixture],
    ['collapsible', legalCollapsibleFixture],
  ])('has no accessibility violations (%s)', async (_name, props) => {
    const { container } = render(<LegalDocument {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
