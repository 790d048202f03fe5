import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { WEAK_PASSWORD } from '../../schemas/password';
import { authFixture } from './auth.fixture';
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
