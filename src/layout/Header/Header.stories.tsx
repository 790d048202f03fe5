import type { Meta, StoryObj } from '@storybook/react';
import { Header } from './Header';

const meta = { title: 'Layout/Header', component: Header } satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
