import type { Meta, StoryObj } from '@storybook/react';
import Steps from './Steps';
import { stepsFixture } from './Steps.fixture';

const meta = { title: 'Blocks/Steps', component: Steps, args: stepsFixture } satisfies Meta<typeof Steps>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FourSteps: Story = {};
export const Muted: Story = { args: { muted: true, intro: undefined } };
