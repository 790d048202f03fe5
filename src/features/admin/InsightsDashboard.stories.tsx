import type { Meta, StoryObj } from '@storybook/react';
import { insightsFixture } from './insights.fixture';
import { InsightsDashboard } from './InsightsDashboard';

const { january, empty } = insightsFixture;

/**
 * The admin's Insights as each answer leaves it. The fixture's days end on Storybook's "today" (set
 * here too, so a change of the default moves neither the quick choices nor the captures).
 */
const meta = {
  title: 'Features/Admin/InsightsDashboard',
  component: InsightsDashboard,
  parameters: { layout: 'padded', today: '2026-01-15T12:00:00Z' },
  args: { data: january, onAsk: () => {} },
} satisfies Meta<typeof InsightsDashboard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A month of a small IT firm's site: Christmas quiet, January busy, a newsletter campaign. */
export const Month: Story = {};
/** A new site's first week: every day present, nothing counted yet. */
export const NothingYet: Story = { args: { data: empty } };
/** The first answer is on its way. */
export const Loading: Story = { args: { data: null, busy: true } };
/** Days the server refused: its reason above the answer shown before. */
export const Refused: Story = {
  args: { error: 'The insights cover at most two years (731 days); this range has 1476.' },
};
