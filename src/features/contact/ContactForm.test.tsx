import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetContactStore } from '../../stores/contact';
import { resetSpamProof } from '../../stores/spamProof';
import { challengeResponse, isChallenge } from '../../test-utils/challenge';
import { axeViolations, render } from '../../test-utils/render';
import { CONTACT_MISSING, CONTACT_SUCCESS, ContactForm } from './ContactForm';
import { contactFixture } from './ContactForm.fixture';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

/** The form's own post, not the challenge it fetches first (stores/spamProof.ts). */
const posts = () => fetchMock.mock.calls.map(([request]) => request).filter((request) => !isChallenge(request));
/** Answers the challenge as the server does, and the post with `answer`. */
const server = (answer: (request: Request) => Promise<Response>) =>
  fetchMock.mockImplementation((request) => (isChallenge(request) ? challengeResponse() : answer(request)));

beforeEach(() => {
  resetContactStore();
  resetSpamProof();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fill(values: Partial<typeof contactFixture>) {
  const user = userEvent.setup();
  const fields: [keyof typeof contactFixture, RegExp][] = [
    ['name', /^Name/],
    ['email', /^Email/],
    ['phone', /^Phone/],
    ['subject', /^Subject/],
    ['message', /^Message/],
  ];
  for (const [key, label] of fields) {
    const value = values[key];
    if (!value) continue;
    // Pasting keeps the tests quick; typing adds nothing the form reacts to differently.
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  return user;
}

describe('ContactForm', () => {
  it('marks name, email and subject as required and uses an email input', () => {
    render(<ContactForm />);
    for (const label of [/^Name/, /^Email/, /^Subject/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it("shows 'Please fill all the fields' and sends nothing when a required field is empty", async () => {
    render(<ContactForm />);
    const user = await fill({ ...contactFixture, subject: '' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MISSING)).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('sends only the five fields with its proof of work, then thanks the visitor and clears the form', async () => {
    let sent: unknown;
    server(async (request) => {
      sent = await request.clone().json();
      return json(201, { id: '1', message: 'ok' });
    });
    render(<ContactForm />);
    const user = await fill(contactFixture);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument();
    const [request, ...more] = posts();
    expect(request?.method).toBe('POST');
    expect(request?.url).toMatch(/\/api\/contact$/);
    // One post: no token to fetch first, the server judges a browser's write by its Origin. Before
    // it, once, the challenge that the form solved while the visitor typed.
    expect(more).toEqual([]);
    expect(fetchMock.mock.calls.filter(([call]) => isChallenge(call))).toHaveLength(1);
    const { altcha, ...fields } = sent as Record<string, unknown>;
    expect(fields).toEqual(contactFixture);
    const payload = JSON.parse(atob(String(altcha))) as { solution: { counter: number } };
    expect(payload.solution.counter).toBe(5);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it("shows the server's error text and keeps the input when sending fails", async () => {
    server(async () => json(500, { error: 'The database is unavailable' }));
    render(<ContactForm />);
    const user = await fill(contactFixture);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue(contactFixture.name);
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toBeDisabled();
  });

  it("says 'Something went wrong' when the network fails", async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<ContactForm />);
    const user = await fill(contactFixture);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    server(() => new Promise((resolve) => (answer = resolve)));
    render(<ContactForm />);
    const user = await fill(contactFixture);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled());
    answer(json(201, { id: '1', message: 'ok' }));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument();
  });

  it('has no accessibility violations, also with its notices', async () => {
    const { container } = render(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(CONTACT_MISSING);
    expect(await axeViolations(container)).toEqual([]);
  });
});
