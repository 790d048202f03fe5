import type { Meta, StoryObj } from '@storybook/react';
import { authFixture } from './auth.fixture';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: () => {} },
} satisfies Meta<typeof RegisterForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Error: Story = { args: { initialValues: authFixture.register, error: authFixture.registerError } };
export const Loading: Story = { args: { initialValues: authFixture.register, loading: true } };
export const Success: Story = { args: { initialValues: authFixture.register, success: authFixture.registered } };
