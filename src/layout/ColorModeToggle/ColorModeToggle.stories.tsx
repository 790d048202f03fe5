import type { Meta, StoryObj } from '@storybook/react';
import { ColorModeToggle } from './ColorModeToggle';

const meta = { title: 'Layout/ColorModeToggle', component: ColorModeToggle } satisfies Meta<typeof ColorModeToggle>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
