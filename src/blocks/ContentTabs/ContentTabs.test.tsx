import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import ContentTabs from './ContentTabs';
import { contentTabsFixture } from './ContentTabs.fixture';
import { ContentTabsSchema } from './schema';

const tab = (name: string) => screen.getByRole('radio', { name });

describe('ContentTabs', () => {
  it('is a named group of choices with the first chosen', () => {
    render(<ContentTabs {...contentTabsFixture} />);
    expect(screen.getByRole('radiogroup', { name: 'About our cookies' })).toBeInTheDocument();
    expect(tab('What Are Cookies')).toBeChecked();
    expect(tab('Cookie Table')).not.toBeChecked();
  });

  it('keeps every panel in the page so its text is in the prerendered HTML, each named by its tab', () => {
    const { container } = render(<ContentTabs {...contentTabsFixture} />);
    const panels = container.querySelectorAll('[data-tab-panel]');
    expect(panels).toHaveLength(2);
    expect(container).toHaveTextContent('Remembers your cookie choices');
    expect(tab('Cookie Table')).toHaveAttribute('aria-controls', panels[1]?.id);
  });

  it('switches on a click of the label and with the arrow keys', async () => {
    render(<ContentTabs {...contentTabsFixture} />);
    await userEvent.click(screen.getByText('Cookie Table'));
    expect(tab('Cookie Table')).toBeChecked();
    expect(tab('Cookie Table')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('What Are Cookies')).toBeChecked();
  });

  it('makes two blocks on one page two separate groups', () => {
    render(
      <>
        <ContentTabs {...contentTabsFixture} />
        <ContentTabs {...contentTabsFixture} heading="Again" />
      </>,
    );
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
  });

  it('refuses two tabs with the same label, and more tabs than the stylesheet pairs with panels', () => {
    const one = { label: 'Same', body: ['Text'] };
    expect(ContentTabsSchema.safeParse({ tabs: [one, one] }).success).toBe(false);
    const nine = Array.from({ length: 9 }, (_, i) => ({ label: `Tab ${i}`, body: ['Text'] }));
    expect(ContentTabsSchema.safeParse({ tabs: nine }).success).toBe(false);
    expect(ContentTabsSchema.safeParse({ tabs: nine.slice(0, 8) }).success).toBe(true);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ContentTabs {...contentTabsFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
