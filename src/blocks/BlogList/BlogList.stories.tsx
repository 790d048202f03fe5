import type { Meta, StoryObj } from '@storybook/react';
import BlogList from './BlogList';
import { blogListFixture } from './BlogList.fixture';

const meta = { title: 'Blocks/BlogList', component: BlogList, args: blogListFixture } satisfies Meta<typeof BlogList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {};
export const CardsOnly: Story = { args: { heading: undefined } };
