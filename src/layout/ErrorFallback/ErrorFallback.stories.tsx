import type { Meta, StoryObj } from '@storybook/react';
import { ErrorFallback } from './ErrorFallback';

const meta = { title: 'Layout/ErrorFallback', component: ErrorFallback } satisfies Meta<typeof ErrorFallback>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
