import type { Meta, StoryObj } from '@storybook/react';
import MediaText from './MediaText';
import { mediaTextFixture } from './MediaText.fixture';

const meta = { title: 'Blocks/MediaText', component: MediaText, args: mediaTextFixture } satisfies Meta<typeof MediaText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ImageRight: Story = {};
export const ImageLeft: Story = { args: { imagePosition: 'left', bullets: [], action: undefined, muted: false } };
