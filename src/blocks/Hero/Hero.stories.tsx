import type { Meta, StoryObj } from '@storybook/react';
import Hero from './Hero';
import { heroFixture } from './Hero.fixture';

const meta = { title: 'Blocks/Hero', component: Hero, args: heroFixture } satisfies Meta<typeof Hero>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As on the home page, with its particle field (held still and seeded in the visual captures). */
export const Home: Story = { args: { particles: 80 } };
export const Page: Story = { args: { title: 'About Us', subtitle: undefined, eyebrow: undefined, actions: [], variant: 'page' } };
