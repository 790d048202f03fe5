import type { Meta, StoryObj } from '@storybook/react';
import RichText from './RichText';
import { richTextFixture } from './RichText.fixture';

const meta = { title: 'Blocks/RichText', component: RichText, args: richTextFixture } satisfies Meta<typeof RichText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithPointsAndButton: Story = {};
export const ParagraphsOnMutedBand: Story = { args: { bullets: [], action: undefined, muted: true } };
