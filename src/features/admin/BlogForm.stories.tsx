import type { Meta, StoryObj } from '@storybook/react';
import { blogFormFixture } from './admin.fixture';
import { BlogForm } from './BlogForm';

const meta = {
  title: 'Forms/BlogForm',
  component: BlogForm,
  args: {
    onSubmit: () => {},
    // Stories upload nothing: "Insert image" answers with an image already on the site.
    onUploadImage: async () => ({ ok: true, value: { url: '/images/og-default.png', width: 1200, height: 630 } }),
  },
} satisfies Meta<typeof BlogForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Editing: Story = { args: { initial: blogFormFixture.post } };
export const EditingDraft: Story = { args: { initial: blogFormFixture.draft } };
export const Error: Story = { args: { initial: blogFormFixture.post, error: 'Image upload failed' } };
export const Loading: Story = { args: { initial: blogFormFixture.post, loading: true, progress: 0.45 } };
export const Success: Story = { args: { initial: blogFormFixture.post, progress: 1, success: 'Blog saved' } };
