import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_STAMP_PLACEHOLDER, GUARD_FIELDS, type Postback } from '../../schemas/page-forms';
import { TestProviders } from '../../test-utils/render';
import { CurrentPathContext } from '../../ui/SiteLink';
import LoginSlot from '../auth/LoginSlot';
import CareerSlot from '../career/CareerSlot';
import ContactSlot from '../contact/ContactSlot';
import DialogQuoteForm from '../quote/DialogQuoteForm';
import RegionQuoteSlot from '../quote/RegionQuoteSlot';
import { ERROR_SUMMARY_TITLE } from './ErrorSummary';
import { positionsFixture } from '../career/CareerForm.fixture';

/*
 * A form the server rendered after a post without script (server/pages/forms.ts) is an island: its
 * HTML is rendered with the postback as a prop, and its code hydrates with the same prop. Here each
 * is rendered as the server renders it, then hydrated as the browser does: the two must agree (no
 * hydration error), and what the visitor typed, the messages and a kept file are on screen.
 */

/** Server HTML of `Screen` with `postback`, hydrated in the document; resolves once React has committed. */
async function serverThenBrowser(
  Screen: ComponentType<{ postback?: Postback }>,
  postback: Postback | undefined,
  path: string,
  /** What the server does to the prerendered HTML when it serves it (its signed stamp in the forms). */
  served = (html: string) => html,
) {
  const tree = (
    <TestProviders>
      <CurrentPathContext.Provider value={path}>
        <Screen postback={postback} />
      </CurrentPathContext.Provider>
    </TestProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = served(renderToString(tree, { identifierPrefix: 'i-' }));
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { identifierPrefix: 'i-', onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable, 'hydration errors').toEqual([]);
  expect(errors.mock.calls.filter(([message]) => String(message).includes('hydrat'))).toEqual([]);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const refused = (
  form: Postback['form'],
  values: Record<string, string>,
  errors: Record<string, string>,
  extra: Partial<Postback> = {},
): Postback => ({
  form,
  outcome: 'invalid',
  values,
  errors,
  message: null,
  file: null,
  ...extra,
});

describe('a form rendered after a post without script', () => {
  it("contact: every value as typed, the spec's notice, each message beside its field and linked from the summary", async () => {
    const form = await serverThenBrowser(
      ContactSlot,
      refused(
        'contact-form',
        { name: 'Asha <Gurung>', email: 'asha@', subject: '' },
        { email: 'Enter a valid email address', subject: 'Subject is required' },
      ),
      '/connect',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha <Gurung>');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@');
    expect(screen.getByText('Please fill all the fields')).toBeInTheDocument();
    const summary = screen.getByRole('alert', { name: ERROR_SUMMARY_TITLE });
    expect(within(summary).getByRole('link', { name: 'Enter a valid email address' })).toHaveAttribute(
      'href',
      '#contact-form-email',
    );
    expect(form.querySelector('#contact-form-email')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address'),
    );
    expect(form.querySelector('form')).toHaveAttribute('action', '/connect#contact-form');
  });

  it('career: the CV the server kept shows as selected and goes back with the form', async () => {
    const form = await serverThenBrowser(
      (props) => <CareerSlot positions={positionsFixture} {...props} />,
      refused('career-form', { name: '' }, { name: 'Full name is required' }, { file: { token: 'kept-token', name: 'cv.pdf' } }),
      '/career',
    );
    expect(screen.getByText('File selected: cv.pdf')).toBeInTheDocument();
    expect(form.querySelector(`input[name="${GUARD_FIELDS.heldFile}"]`)).toHaveValue('kept-token');
    expect(form.querySelector('form')).toHaveAttribute('enctype', 'multipart/form-data');
  });

  it("region quote: 'Missing information', the summary and the kept attachment", async () => {
    await serverThenBrowser(
      (props) => <RegionQuoteSlot region="uk" {...props} />,
      refused(
        'quote-form-uk',
        { fullName: 'Jane', email: '' },
        { email: 'Email is required' },
        { file: { token: 't', name: 'brief.pdf' } },
      ),
      '/quote-uk',
    );
    expect(screen.getByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('File selected: brief.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Jane');
  });

  it('region quote: the confirmation a post redirected to, with the form ready for another', async () => {
    await serverThenBrowser(
      (props) => <RegionQuoteSlot region="nepal" {...props} />,
      { ...refused('quote-form-nepal', {}, {}), outcome: 'sent' },
      '/quote-nepal',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      "Quote Request SubmittedWe've received your request and will contact you soon.",
    );
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it("the dialog's form: the spec's message for an empty email, and the server's message for the whole form", async () => {
    await serverThenBrowser(
      DialogQuoteForm,
      refused(
        'quote-dialog',
        { fullName: 'Jane' },
        {},
        { message: 'Too many requests from your address. Please wait a few minutes and try again.' },
      ),
      '/quote',
    );
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: ERROR_SUMMARY_TITLE })).toHaveTextContent('Too many requests from your address');
  });

  it('a form keeps the stamp the server signed into its page once its island has hydrated, so a post without script still counts', async () => {
    const container = await serverThenBrowser(ContactSlot, undefined, '/contact', (html) =>
      html.replaceAll(FORM_STAMP_PLACEHOLDER, 'signed-stamp-1234'),
    );
    const stamp = container.querySelector<HTMLInputElement>(`input[name="${GUARD_FIELDS.stamp}"]`);
    expect(stamp?.value).toBe('signed-stamp-1234');
    expect(new FormData(stamp?.form ?? undefined).get(GUARD_FIELDS.stamp)).toBe('signed-stamp-1234');
  });

  it('sign-in says it needs JavaScript, and sends nothing it was typed into', async () => {
    const form = await serverThenBrowser(LoginSlot, refused('login-form', {}, {}), '/login');
    expect(screen.getByText(/Signing in needs JavaScript/)).toBeInTheDocument();
    expect(form.querySelectorAll('input[name]')).toHaveLength(0);
  });
});
