import type { Meta, StoryObj } from '@storybook/react';
import FeatureGrid from './FeatureGrid';
import { featureGridFixture } from './FeatureGrid.fixture';

const meta = { title: 'Blocks/FeatureGrid', component: FeatureGrid, args: featureGridFixture } satisfies Meta<typeof FeatureGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};
export const FourColumnsMuted: Story = {
  args: {
    columns: 4,
    muted: true,
    intro: undefined,
    items: [...featureGridFixture.items, { title: 'Monitoring', text: 'Alerts reach our engineers before your users notice.' }],
  },
};
