import type { Meta, StoryObj } from '@storybook/react';
import { SkipLink } from './SkipLink';

/** Hidden until focused: press Tab in the canvas to see it. */
const meta = { title: 'Layout/SkipLink', component: SkipLink } satisfies Meta<typeof SkipLink>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
