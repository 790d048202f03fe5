import type { Meta, StoryObj } from '@storybook/react';
import { JoinForm } from './JoinForm';

const meta = {
  title: 'Forms/JoinForm',
  component: JoinForm,
  args: { onSubmit: () => {} },
} satisfies Meta<typeof JoinForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Expired: Story = {
  args: { error: 'This invitation has expired (links work for 7 days): ask for a new one.' },
};
export const Loading: Story = { args: { loading: true } };
