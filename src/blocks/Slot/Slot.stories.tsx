import type { Meta, StoryObj } from '@storybook/react';
import Slot from './Slot';
import { slotFixture } from './Slot.fixture';

const meta = { title: 'Blocks/Slot', component: Slot, args: slotFixture } satisfies Meta<typeof Slot>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ContactForm: Story = {};
export const CareerForm: Story = { args: { name: 'career-form', heading: 'Join Our Team', intro: undefined } };
