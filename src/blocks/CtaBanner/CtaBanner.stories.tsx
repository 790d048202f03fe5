import type { Meta, StoryObj } from '@storybook/react';
import CtaBanner from './CtaBanner';
import { ctaBannerFixture } from './CtaBanner.fixture';

const meta = { title: 'Blocks/CtaBanner', component: CtaBanner, args: ctaBannerFixture } satisfies Meta<typeof CtaBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwoActions: Story = {};
export const Partner: Story = {
  args: {
    heading: 'Become a Nexlink Partner',
    text: undefined,
    actions: [{ kind: 'mail', label: 'Partner with us', subject: 'Inquiry: Partnership' }],
  },
};
