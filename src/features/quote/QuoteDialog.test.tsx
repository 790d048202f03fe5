import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetQuote, useQuote } from '../../stores/quote';
import { resetQuoteDialog, useQuoteDialog } from '../../stores/quoteDialog';
import { axeViolations, render } from '../../test-utils/render';
import QuoteDialog from './QuoteDialog';

afterEach(() => {
  resetQuote();
  resetQuoteDialog();
});

const dialogElement = () => document.getElementById('quote-dialog') as HTMLDialogElement;

describe('QuoteDialog', () => {
  it('opens with its store and holds the quote form and links to both region pages', async () => {
    render(<QuoteDialog />);
    expect(dialogElement().open).toBe(false);
    act(() => useQuoteDialog.getState().open());
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    expect(dialog).toBe(dialogElement());
    expect(dialogElement().open).toBe(true);
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('link', { name: 'Use the Nepal quote form' })).toHaveAttribute('href', '/quote-nepal');
    expect(screen.getByRole('link', { name: 'UK quote form' })).toHaveAttribute('href', '/quote-uk');
    // The close button closes it without any script: a dialog form's submit button.
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('type', 'submit');
    expect(close.closest('form')).toHaveAttribute('method', 'dialog');
  });

  it('closes its store however the dialog closes (Escape, its close button)', () => {
    useQuoteDialog.setState({ opened: true });
    render(<QuoteDialog />);
    expect(dialogElement().open).toBe(true);
    act(() => dialogElement().close());
    expect(useQuoteDialog.getState().opened).toBe(false);
  });

  it('confirms a stored request in an accessible notice on the page until the visitor closes it', async () => {
    render(<QuoteDialog />);
    act(() => useQuote.setState({ success: true, scope: 'modal' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your quote request has been submitted successfully!');
    // Outside the dialog, which closes on success.
    expect(dialogElement()).not.toContainElement(notice);
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close confirmation' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not confirm a request sent from a region page', () => {
    useQuote.setState({ success: true, scope: 'uk' });
    render(<QuoteDialog />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
