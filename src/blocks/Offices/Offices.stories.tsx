import type { Meta, StoryObj } from '@storybook/react';
import Offices from './Offices';
import { officesFixture } from './Offices.fixture';

const meta = { title: 'Blocks/Offices', component: Offices, args: officesFixture } satisfies Meta<typeof Offices>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { muted: true, intro: undefined } };
