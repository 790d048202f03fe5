import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import ContentTabs from './ContentTabs';
import { contentTabsFixture } from './ContentTabs.fixture';
import { ContentTabsSchema } from './schema';

describe('ContentTabs', () => {
  it('selects the first tab and shows its panel', () => {
    render(<ContentTabs {...contentTabsFixture} />);
    expect(screen.getByRole('tab', { name: 'What Are Cookies' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Cookie Table' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cookies are small text files');
  });

  it('keeps every panel in the page so its text is in the prerendered HTML', () => {
    const { container } = render(<ContentTabs {...contentTabsFixture} />);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(2);
    expect(container).toHaveTextContent('Remembers your cookie choices');
  });

  it('switches panels on click and with the arrow keys', async () => {
    render(<ContentTabs {...contentTabsFixture} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Cookie Table' }));
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('table', { name: 'Cookies this website sets' }));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Cookie', 'Purpose', 'Duration']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'What Are Cookies' })).toHaveAttribute('aria-selected', 'true');
  });

  it('refuses two tabs with the same label', () => {
    const tab = { label: 'Same', body: ['Text'] };
    expect(ContentTabsSchema.safeParse({ tabs: [tab, tab] }).success).toBe(false);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ContentTabs {...contentTabsFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
