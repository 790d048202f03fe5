import type { Meta, StoryObj } from '@storybook/react';
import Hero from './Hero';
import { heroFixture } from './Hero.fixture';

const meta = { title: 'Blocks/Hero', component: Hero, args: heroFixture } satisfies Meta<typeof Hero>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const Page: Story = { args: { title: 'About Us', subtitle: undefined, eyebrow: undefined, actions: [], variant: 'page' } };
