import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { AuthenticatorApp } from './AuthenticatorApp';

vi.mock('../toast/toast', () => ({ toast: () => Promise.resolve() }));

const saved = globalThis.fetch;
let asked: Array<{ path: string; body: string }>;
let answers: Response[];
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/x',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fghi${'jklmnopqrs'[i]}`);

beforeEach(() => {
  asked = [];
  answers = [];
  localStorage.setItem('token', 'test-token');
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    asked.push({ path: new URL(request.url).pathname, body: await request.text() });
    return answers.shift() ?? Response.json({ error: 'unexpected call' }, { status: 500 });
  });
});
afterEach(() => {
  globalThis.fetch = saved;
  localStorage.removeItem('token');
});

describe('AuthenticatorApp', () => {
  it('shows the QR code and the key to type, then the ten recovery codes once the first code is right', async () => {
    const onChange = vi.fn(() => Promise.resolve());
    answers.push(Response.json(ENROLMENT, { status: 201 }), Response.json({ recoveryCodes: CODES }));
    render(<AuthenticatorApp totp={{ enabled: false, recoveryCodesLeft: 0 }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(ENROLMENT.qrSvg)}`);
    expect(screen.getByText(ENROLMENT.secret)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('The 6-digit code your app shows'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent(CODES[0] ?? '');
    expect(asked.map((call) => call.path)).toEqual(['/api/account/totp', '/api/account/totp/confirm']);
    expect(JSON.parse(asked[1]?.body ?? '{}')).toEqual({ code: '123456' });
    expect(onChange).toHaveBeenCalled();
    // The secret is gone from the screen once confirmed.
    expect(screen.queryByText(ENROLMENT.secret)).toBeNull();
  });

  it('shows the server’s words for a wrong code and stays on the QR code', async () => {
    answers.push(
      Response.json(ENROLMENT, { status: 201 }),
      Response.json({ error: 'That code is not right. Check the time on your phone and try the newest code.' }, { status: 400 }),
    );
    render(<AuthenticatorApp totp={{ enabled: false, recoveryCodesLeft: 0 }} onChange={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await screen.findByLabelText('The 6-digit code your app shows'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByText(/That code is not right/)).toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
  });

  it('says how many recovery codes are left when the app is on', () => {
    render(<AuthenticatorApp totp={{ enabled: true, recoveryCodesLeft: 1 }} onChange={() => Promise.resolve()} />);
    expect(screen.getByText(/On: password sign-ins ask for a code from your app\. 1 recovery code left\./)).toBeInTheDocument();
  });

  it('makes new recovery codes and shows them once', async () => {
    answers.push(Response.json({ recoveryCodes: CODES }));
    const onChange = vi.fn(() => Promise.resolve());
    render(<AuthenticatorApp totp={{ enabled: true, recoveryCodesLeft: 2 }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(asked).toEqual([{ path: '/api/account/totp/recovery-codes', body: '' }]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    expect(onChange).toHaveBeenCalled();
  });
});
