import type { Meta, StoryObj } from '@storybook/react';
import JobOpenings from './JobOpenings';
import { jobOpeningsFixture } from './JobOpenings.fixture';

const meta = { title: 'Blocks/JobOpenings', component: JobOpenings, args: jobOpeningsFixture } satisfies Meta<typeof JobOpenings>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { muted: true } };
