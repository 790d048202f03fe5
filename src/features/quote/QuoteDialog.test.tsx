import { screen } from '@testing-library/react';
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

describe('QuoteDialog', () => {
  it('holds the quote form and links to both region pages, closing on its close button', async () => {
    useQuoteDialog.setState({ opened: true });
    render(<QuoteDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('link', { name: 'Use the Nepal quote form' })).toHaveAttribute('href', '/quote-nepal');
    expect(screen.getByRole('link', { name: 'UK quote form' })).toHaveAttribute('href', '/quote-uk');
    await userEvent.click(dialog.querySelector('.mantine-Modal-close') as HTMLElement);
    expect(useQuoteDialog.getState().opened).toBe(false);
  });

  it('confirms a stored request in an accessible notice until the visitor closes it', async () => {
    useQuote.setState({ success: true, scope: 'modal' });
    const { container } = render(<QuoteDialog />);
    expect(screen.getByRole('status')).toHaveTextContent('Your quote request has been submitted successfully!');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close confirmation' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not confirm a request sent from a region page', () => {
    useQuote.setState({ success: true, scope: 'uk' });
    render(<QuoteDialog />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
