import type { Meta, StoryObj } from '@storybook/react';
import Faq from './Faq';
import { faqFixture } from './Faq.fixture';

const meta = { title: 'Blocks/Faq', component: Faq, args: faqFixture } satisfies Meta<typeof Faq>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const WithIntroMuted: Story = { args: { intro: 'Answers to what clients ask us most often.', muted: true } };
