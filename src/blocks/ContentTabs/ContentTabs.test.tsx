import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, prerenderIntoDocument, render } from '../../test-utils/render';
import ContentTabs from './ContentTabs';
import { contentTabsFixture } from './ContentTabs.fixture';
import { ContentTabsSchema } from './schema';
import { bindContentTabs } from './tabs';

const tab = (name: string) => screen.getByRole('tab', { name });
const radio = (name: string) => screen.getByRole('radio', { name });

describe('ContentTabs as a static page has it, before any script', () => {
  it('is a named group of choices with the first chosen, and switches as radios do', async () => {
    prerenderIntoDocument(<ContentTabs {...contentTabsFixture} />);
    expect(screen.getByRole('radiogroup', { name: 'About our cookies' })).toBeInTheDocument();
    expect(radio('What Are Cookies')).toBeChecked();
    await userEvent.click(screen.getByText('Cookie Table'));
    expect(radio('Cookie Table')).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(radio('What Are Cookies')).toBeChecked();
  });

  it("becomes the same tabs as in the app once the page's script binds it", async () => {
    prerenderIntoDocument(<ContentTabs {...contentTabsFixture} />);
    bindContentTabs(document.querySelector<HTMLElement>('[data-block="contentTabs"]')!);
    expect(screen.getByRole('tablist', { name: 'About our cookies' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(tab('Cookie Table'));
    expect(tab('Cookie Table')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Cookie Table' })).toHaveTextContent('Remembers your cookie choices');
  });
});

describe('ContentTabs', () => {
  it('is a named tab list with the first tab selected and the only tab stop', () => {
    render(<ContentTabs {...contentTabsFixture} />);
    expect(screen.getByRole('tablist', { name: 'About our cookies' })).toBeInTheDocument();
    expect(tab('What Are Cookies')).toHaveAttribute('aria-selected', 'true');
    expect(tab('What Are Cookies')).toHaveAttribute('tabindex', '0');
    expect(tab('Cookie Table')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Cookie Table')).toHaveAttribute('tabindex', '-1');
  });

  it('keeps every panel in the page so its text is in the prerendered HTML, each named by its tab', () => {
    const { container } = render(<ContentTabs {...contentTabsFixture} />);
    const panels = container.querySelectorAll('[data-tab-panel]');
    expect(panels).toHaveLength(2);
    expect(container).toHaveTextContent('Remembers your cookie choices');
    expect(tab('Cookie Table')).toHaveAttribute('aria-controls', panels[1]?.id);
    expect(panels[1]).toHaveAccessibleName('Cookie Table');
  });

  it('switches on a click, with the arrow keys, Home and End, focus following the selected tab', async () => {
    render(<ContentTabs {...contentTabsFixture} />);
    await userEvent.click(tab('Cookie Table'));
    expect(tab('Cookie Table')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Cookie Table')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('What Are Cookies')).toHaveAttribute('aria-selected', 'true');
    expect(tab('What Are Cookies')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Cookie Table')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('What Are Cookies')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Cookie Table')).toHaveAttribute('aria-selected', 'true');
  });

  it('binds a tab added after it first rendered, as the page editor adds them', async () => {
    const added = { label: 'Your Choices', body: ['Change your choices at any time.'] };
    // The editor's preview: the same block, its props changed in place (not mounted anew).
    function Editing() {
      const [tabs, setTabs] = useState(contentTabsFixture.tabs);
      return (
        <>
          <button type="button" onClick={() => setTabs([...tabs, added])}>
            Add a tab
          </button>
          <ContentTabs {...contentTabsFixture} tabs={tabs} />
        </>
      );
    }
    render(<Editing />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a tab' }));
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(tab('Your Choices'));
    expect(tab('Your Choices')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Your Choices' })).toHaveTextContent('Change your choices at any time.');
    await userEvent.keyboard('{Home}');
    expect(tab('What Are Cookies')).toHaveFocus();
  });

  it('is one tab stop: Tab from the list goes to the panel, not the next tab', async () => {
    render(<ContentTabs {...contentTabsFixture} />);
    await userEvent.click(tab('What Are Cookies'));
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'What Are Cookies' })).toHaveFocus();
  });

  it('makes two blocks on one page two separate groups', () => {
    render(
      <>
        <ContentTabs {...contentTabsFixture} />
        <ContentTabs {...contentTabsFixture} heading="Again" />
      </>,
    );
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(2);
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
