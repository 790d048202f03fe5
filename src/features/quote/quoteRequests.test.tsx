import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteButton } from '../../blocks/shared/QuoteButton';
import { quoteDialogStore, resetQuoteDialog } from '../../stores/quoteDialogStore';
import { render } from '../../test-utils/render';
import { bindQuoteRequests } from './quoteRequests';

beforeEach(resetQuoteDialog);

describe("'Request a quote' buttons, answered by one listener", () => {
  it('opens the quote dialog from any such button, one rendered after binding included', async () => {
    const unbind = bindQuoteRequests(document);
    render(<QuoteButton label="Request a quote" />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(quoteDialogStore.getState().opened).toBe(true);
    unbind();
  });

  it('closes the phone menu the button sits in, so the menu is not left above the dialog', async () => {
    const unbind = bindQuoteRequests(document);
    render(
      <div popover="auto" data-testid="menu">
        <QuoteButton label="Request a quote" />
      </div>,
    );
    const menu = screen.getByTestId('menu');
    menu.hidePopover = vi.fn(); // jsdom has no popover API
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote', hidden: true }));
    expect(menu.hidePopover).toHaveBeenCalledOnce();
    expect(quoteDialogStore.getState().opened).toBe(true);
    unbind();
  });

  it('leaves other clicks alone, and every click once unbound', async () => {
    const unbind = bindQuoteRequests(document);
    render(
      <>
        <button type="button">Something else</button>
        <QuoteButton label="Request a quote" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Something else' }));
    expect(quoteDialogStore.getState().opened).toBe(false);
    unbind();
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(quoteDialogStore.getState().opened).toBe(false);
  });
});
