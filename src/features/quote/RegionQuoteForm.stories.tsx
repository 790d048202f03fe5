import type { Meta, StoryObj } from '@storybook/react';
import { storyState } from '../../../.storybook/storyState';
import { resetQuote, useQuote } from '../../stores/quote';
import { nepalQuoteFixture, quoteFixture } from './quote.fixture';
import { RegionQuoteForm } from './RegionQuoteForm';

/** Each state is set on the store the form reads, as a real submission would leave it. */
const withState = storyState(useQuote, resetQuote);

const meta = {
  title: 'Features/Quote/RegionQuoteForm',
  component: RegionQuoteForm,
  parameters: { layout: 'padded' },
  args: { region: 'uk' },
} satisfies Meta<typeof RegionQuoteForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = { beforeEach: withState({}) };
export const IdleNepal: Story = { name: 'Idle (Nepal)', args: { region: 'nepal' }, beforeEach: withState({}) };

export const MissingInformation: Story = {
  args: {
    initialValues: { ...quoteFixture, phone: '' },
    initialErrors: { phone: 'Phone number is required' },
    initialNotice: 'missing',
  },
  beforeEach: withState({}),
};

export const ErrorState: Story = {
  name: 'Error',
  args: { initialValues: quoteFixture, initialNotice: 'error' },
  beforeEach: withState({ error: 'Internal server error', scope: 'uk' }),
};

export const Loading: Story = {
  args: { initialValues: quoteFixture },
  beforeEach: withState({ loading: true, scope: 'uk', progress: 0.6 }),
};

/** Nepal's inline banner, shown for 2 s before the form clears and the visitor goes home. */
export const SuccessNepal: Story = {
  name: 'Success (Nepal)',
  args: { region: 'nepal', initialValues: nepalQuoteFixture, initialNotice: 'success' },
  beforeEach: withState({ success: true, scope: 'nepal' }),
};

/** Sent without script and refused for too many requests: the summary says so, the values and the kept attachment stay. */
export const RefusedWithoutScript: Story = {
  name: 'Refused (without script)',
  args: {
    postback: {
      form: 'quote-form-uk',
      outcome: 'invalid',
      values: quoteFixture,
      errors: {},
      message: 'Too many requests from your address. Please wait a few minutes and try again.',
      file: { token: 'story-token', name: 'site-plan.pdf' },
    },
  },
  beforeEach: withState({}),
};
