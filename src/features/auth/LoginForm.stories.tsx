import type { Meta, StoryObj } from '@storybook/react';
import { authFixture } from './auth.fixture';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: { onSubmit: () => {} },
} satisfies Meta<typeof LoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Error: Story = { args: { initialValues: authFixture.login, error: authFixture.loginError } };
export const Throttled: Story = { args: { initialValues: authFixture.login, error: authFixture.throttled } };
export const Loading: Story = { args: { initialValues: authFixture.login, loading: true } };
export const Success: Story = { args: { success: authFixture.registered } };
/** The password was right and the account has an authenticator app: the code field joins the form. */
export const CodeAsked: Story = { args: { initialValues: authFixture.login, needsCode: true, error: authFixture.codeAsked } };
/** Many failed sign-ins on the account lately: the browser does its proof of work, and can stop it. */
export const Proving: Story = { args: { initialValues: authFixture.login, loading: true, proving: true, onCancel: () => {} } };
/** Where the browser supports passkeys (after hydration), the passkey button under the form. */
export const WithPasskey: Story = { args: { onPasskey: () => {} } };
