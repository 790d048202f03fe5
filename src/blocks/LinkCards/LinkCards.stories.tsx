import type { Meta, StoryObj } from '@storybook/react';
import LinkCards from './LinkCards';
import { linkCardsFixture } from './LinkCards.fixture';

const meta = { title: 'Blocks/LinkCards', component: LinkCards, args: linkCardsFixture } satisfies Meta<typeof LinkCards>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};
export const ThreeColumnsMuted: Story = {
  args: {
    heading: 'Our Expertise',
    columns: 3,
    muted: true,
    intro: undefined,
    items: [
      {
        title: 'Network Design',
        text: 'Cabling, switching and Wi-Fi planned end to end.',
        tags: [],
        action: { kind: 'link', label: 'Explore network design', to: '/network-design' },
      },
      {
        title: 'Server Setup',
        text: 'Windows and Linux servers installed and hardened.',
        tags: [],
        action: { kind: 'link', label: 'Explore server setup', to: '/server-setup' },
      },
      {
        title: 'IT Support',
        text: 'A help desk your staff can reach.',
        tags: [],
        action: { kind: 'mail', label: 'Ask about support', subject: 'IT support enquiry' },
      },
    ],
  },
};
