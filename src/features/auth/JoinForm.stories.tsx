import type { Meta, StoryObj } from '@storybook/react';
import { JoinForm } from './JoinForm';

const meta = {
  title: 'Forms/JoinForm',
  component: JoinForm,
  args: {
    onSubmit: () => {},
    invitation: { email: 'erin@example.com', role: 'editor', invitedBy: 'Olivia Owner', expiresAt: '2026-06-08T09:00:00Z' },
  },
} satisfies Meta<typeof JoinForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Expired: Story = {
  args: { invitation: null, error: 'This invitation has expired (links work for 7 days): ask for a new one.' },
};
export const Loading: Story = { args: { loading: true } };
