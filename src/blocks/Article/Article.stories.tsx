import type { Meta, StoryObj } from '@storybook/react';
import Article from './Article';
import { articleFixture } from './Article.fixture';

const meta = { title: 'Blocks/Article', component: Article, args: articleFixture } satisfies Meta<typeof Article>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
