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
