import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { WEAK_PASSWORD } from '../../schemas/password';
import { authFixture } from './auth.fixture';
import { JoinForm } from './JoinForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

describe('LoginForm', () => {
  it('shows the schema messages next to empty fields and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the email in lower case and the password', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Email/), 'Admin@Example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'Admin@Example.com', password: 'secret pass' });
  });

  it("shows the server's error in the alert region", () => {
    render(<LoginForm onSubmit={() => {}} error={authFixture.throttled} />);
    expect(screen.getByRole('alert')).toHaveTextContent(authFixture.throttled);
  });

  it('disables the button while signing in', () => {
    render(<LoginForm onSubmit={() => {}} loading />);
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
  });

  it('has no accessibility violations with an error shown', async () => {
    const { container } = render(<LoginForm onSubmit={() => {}} error={authFixture.loginError} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('RegisterForm', () => {
  it('says the first account becomes the owner', () => {
    render(<RegisterForm onSubmit={() => {}} />);
    expect(screen.getByRole('region', { name: 'Register' })).toHaveTextContent(
      'The first account made on this site becomes its owner, who can then invite the rest of the team.',
    );
  });

  it('refuses a malformed email and a short password before sending', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a common password before sending, with the same words as the server', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(WEAK_PASSWORD)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends name, email and password when they are valid', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Name/), authFixture.register.name);
    await userEvent.type(screen.getByLabelText(/Email/), authFixture.register.email);
    await userEvent.type(screen.getByLabelText(/Password/), authFixture.register.password);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith(authFixture.register);
  });

  it("shows 'Registration is closed' from the server", () => {
    render(<RegisterForm onSubmit={() => {}} error={authFixture.registerError} />);
    expect(screen.getByRole('alert')).toHaveTextContent(authFixture.registerError);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<RegisterForm onSubmit={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('JoinForm', () => {
  const invitation = {
    email: 'erin@example.com',
    role: 'editor' as const,
    invitedBy: 'Olivia Owner',
    expiresAt: '2026-06-08T09:00:00Z',
  };

  it('shows the address the account will sign in with and the role, and sends the name and password', async () => {
    const onSubmit = vi.fn();
    render(<JoinForm onSubmit={onSubmit} invitation={invitation} />);
    expect(screen.getByRole('region', { name: 'Join the team' })).toHaveTextContent(
      'Olivia Owner invited you to join as an editor.',
    );
    const address = screen.getByRole('textbox', { name: 'E-mail' });
    expect(address).toHaveValue('erin@example.com');
    expect(address).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText(/Your name/), 'Erin Editor');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'erin picks a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Erin Editor', password: 'erin picks a long passphrase' });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<JoinForm onSubmit={() => {}} invitation={invitation} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
