import type { Meta, StoryObj } from '@storybook/react';
import { blogFormFixture } from './admin.fixture';
import { BlogForm } from './BlogForm';

const meta = {
  title: 'Forms/BlogForm',
  component: BlogForm,
  args: { onSubmit: () => {} },
} satisfies Meta<typeof BlogForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Editing: Story = { args: { initial: blogFormFixture.post } };
export const Error: Story = { args: { initial: blogFormFixture.post, error: 'Image upload failed' } };
export const Loading: Story = { args: { initial: blogFormFixture.post, loading: true, progress: 0.45 } };
export const Success: Story = { args: { initial: blogFormFixture.post, progress: 1, success: 'Blog saved' } };
