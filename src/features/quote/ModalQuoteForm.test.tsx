import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useQuote } from '../../stores/quote';
import { axeViolations, render } from '../../test-utils/render';
import { toast } from '../toast/toast';
import { ModalQuoteForm } from './ModalQuoteForm';
import { quoteFixture } from './quote.fixture';
import { mockQuoteSubmit } from './quoteSubmitMock';

vi.mock('../toast/toast', () => ({ toast: vi.fn(async () => {}) }));

const submit = mockQuoteSubmit();

const submitButton = () => screen.getByRole('button', { name: 'Submit Request' });

describe('ModalQuoteForm', () => {
  it('starts with every field empty and stars the required labels', () => {
    render(<ModalQuoteForm />);
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Company Name']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveValue('');
    }
    expect(screen.getByRole('combobox', { name: /^Size of your company/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Size of your company/ })).toHaveDisplayValue('Option');
    expect(screen.getByRole('textbox', { name: /^Deadline/ })).not.toBeRequired();
    expect(screen.getByText('Size of your company').parentElement?.textContent).toContain('*');
    expect(screen.getByRole('combobox', { name: /^Service you need/ }).querySelectorAll('option')).toHaveLength(24);
  });

  it("toasts 'Email is required' (default) when the email is empty and sends nothing", async () => {
    render(<ModalQuoteForm />);
    await userEvent.click(submitButton());
    expect(toast).toHaveBeenCalledWith({ message: 'Email is required' });
    expect(submit).not.toHaveBeenCalled();
  });

  it("toasts 'Please fill all the required fields' (info) when another required field is empty", async () => {
    render(<ModalQuoteForm initialValues={{ ...quoteFixture, source: '' }} />);
    await userEvent.click(submitButton());
    expect(toast).toHaveBeenCalledWith({ message: 'Please fill all the required fields', variant: 'info' });
    expect(screen.getByText('How did you hear about us? is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("marks a blank field the API requires with the API's own message: 'Company name is required'", async () => {
    render(<ModalQuoteForm initialValues={{ ...quoteFixture, companyName: '' }} />);
    await userEvent.click(submitButton());
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('accepts an empty deadline and sends the values with the chosen file', async () => {
    submit.mockResolvedValue({ ok: true, id: '1', message: 'ok' });
    const onSubmitted = vi.fn();
    render(<ModalQuoteForm initialValues={{ ...quoteFixture, deadline: '' }} onSubmitted={onSubmitted} />);
    const file = new File(['plan'], 'plan.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Attachment (optional)'), file);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('plan.txt');
    await userEvent.click(submitButton());
    expect(submit).toHaveBeenCalledWith({ ...quoteFixture, deadline: '' }, file, 'modal', {});
    expect(toast).toHaveBeenCalledWith({
      message: 'Quote submitted successfully!. We will get to you as soon as possible',
      variant: 'success',
    });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('');
    expect(screen.queryByTestId('chosen-file')).toBeNull();
  });

  it('shows a malformed email next to the field without sending', async () => {
    render(<ModalQuoteForm initialValues={{ ...quoteFixture, email: 'not-an-email' }} />);
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the server's error text and keeps the input when the request fails", async () => {
    submit.mockResolvedValue({
      ok: false,
      error: 'Please check this field: phone',
      fields: { phone: 'Phone number is required' },
    });
    const onSubmitted = vi.fn();
    render(<ModalQuoteForm initialValues={quoteFixture} onSubmitted={onSubmitted} />);
    await userEvent.click(submitButton());
    expect(toast).toHaveBeenCalledWith({ message: 'Please check this field: phone', variant: 'error' });
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveValue(quoteFixture.fullName);
  });

  it("reads 'Submitting...' and is disabled while loading, with the upload's progress", () => {
    useQuote.setState({ loading: true, scope: 'modal', progress: 0.4 });
    render(<ModalQuoteForm initialValues={quoteFixture} />);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('refuses a file over 10 MB with a clear message', async () => {
    render(<ModalQuoteForm />);
    const big = new File(['x'], 'huge.bin');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText('Attachment (optional)'), { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(screen.queryByTestId('chosen-file')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ModalQuoteForm />);
    await waitFor(() => expect(submitButton()).toBeInTheDocument());
    expect(await axeViolations(container)).toEqual([]);
  });
});
