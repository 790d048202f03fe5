import type { Meta, StoryObj } from '@storybook/react';
import ContentTabs from './ContentTabs';
import { contentTabsFixture } from './ContentTabs.fixture';

const meta = { title: 'Blocks/ContentTabs', component: ContentTabs, args: contentTabsFixture } satisfies Meta<typeof ContentTabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
