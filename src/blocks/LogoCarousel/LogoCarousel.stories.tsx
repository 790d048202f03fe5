import type { Meta, StoryObj } from '@storybook/react';
import LogoCarousel from './LogoCarousel';
import { logoCarouselFixture } from './LogoCarousel.fixture';

const meta = { title: 'Blocks/LogoCarousel', component: LogoCarousel, args: logoCarouselFixture } satisfies Meta<
  typeof LogoCarousel
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { muted: true, intro: undefined } };
