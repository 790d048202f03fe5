import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuote } from '../../stores/quote';
import { axeViolations, render } from '../../test-utils/render';
import { toast } from '../toast/toast';
import { nepalQuoteFixture, quoteFixture } from './quote.fixture';
import { mockQuoteSubmit } from './quoteSubmitMock';
import { NEPAL_REDIRECT_MS, RegionQuoteForm, type RegionQuoteFormProps } from './RegionQuoteForm';

vi.mock('../toast/toast', () => ({ toast: vi.fn(async () => {}) }));

const submit = mockQuoteSubmit();
afterEach(() => vi.useRealTimers());

/** The form on its page, with a home page to land on after success. */
function renderOnPage(props: RegionQuoteFormProps) {
  const path = props.region === 'uk' ? '/quote-uk' : '/quote-nepal';
  return render(
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path={path} element={<RegionQuoteForm {...props} />} />
    </Routes>,
    { path },
  );
}

const fullName = () => screen.getByRole('textbox', { name: /^Full Name/ });

describe('RegionQuoteForm', () => {
  it('marks the four required fields natively, with email and tel inputs and NPR bands on the Nepal page', () => {
    renderOnPage({ region: 'nepal' });
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Company Name']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: /^Email Address/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Phone Number/ })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('combobox', { name: /^Size of your company/ })).not.toBeRequired();
    const budget = screen.getByRole('combobox', { name: /^Budget/ });
    expect(budget).toHaveDisplayValue('Select an option');
    expect([...budget.querySelectorAll('option')].map((o) => o.textContent)).toContain('Over NPR 2,000,000');
    expect(screen.queryByRole('textbox', { name: /^Deadline/ })).toBeNull();
    expect(screen.getByRole('link', { name: /UK services/ })).toHaveAttribute('href', '/quote-uk');
  });

  it("shows 'Missing information' and sends nothing when a required field is empty", async () => {
    renderOnPage({ region: 'uk', initialValues: { ...quoteFixture, phone: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Missing information');
    expect(notice).toHaveTextContent('Please fill out all required fields.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the UK request with its file, pops up the notice, clears and goes home at once', async () => {
    submit.mockResolvedValue({ ok: true, id: '1', message: 'ok' });
    renderOnPage({ region: 'uk', initialValues: quoteFixture });
    const file = new File(['brief'], 'brief.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attachment (optional)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(submit).toHaveBeenCalledWith(quoteFixture, file, 'uk', {});
    expect(toast).toHaveBeenCalledWith({
      title: 'Quote Request Submitted',
      message: "We've received your request and will contact you soon.",
      variant: 'success',
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the Nepal banner, then clears and goes home 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit.mockResolvedValue({ ok: true, id: '1', message: 'ok' });
    renderOnPage({ region: 'nepal', initialValues: nepalQuoteFixture });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(submit).toHaveBeenCalledWith(nepalQuoteFixture, null, 'nepal', {});
    expect(screen.getByRole('status')).toHaveTextContent(
      "Quote Request SubmittedWe've received your request and will contact you soon.",
    );
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
    expect(fullName()).toHaveValue(nepalQuoteFixture.fullName);
    await act(() => vi.advanceTimersByTimeAsync(NEPAL_REDIRECT_MS - 100));
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it("shows 'Error submitting request' and keeps everything when the request fails", async () => {
    submit.mockResolvedValue({ ok: false, error: 'Internal error', fields: {} });
    renderOnPage({ region: 'uk', initialValues: quoteFixture });
    const file = new File(['brief'], 'brief.pdf');
    await userEvent.upload(screen.getByLabelText('Attachment (optional)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error submitting requestPlease try again later.');
    expect(fullName()).toHaveValue(quoteFixture.fullName);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('brief.pdf');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it("reads 'Submitting...' and is disabled while loading", () => {
    useQuote.setState({ loading: true, scope: 'nepal', progress: null });
    renderOnPage({ region: 'nepal' });
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it('removes the chosen file on request', async () => {
    renderOnPage({ region: 'uk' });
    await userEvent.upload(screen.getByLabelText('Attachment (optional)'), new File(['a'], 'notes.txt'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.queryByTestId('chosen-file')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderOnPage({ region: 'uk', initialNotice: 'missing' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
