import type { Meta, StoryObj } from '@storybook/react';
import { storyState } from '../../../.storybook/storyState';
import { resetQuote, useQuote } from '../../stores/quote';
import { ModalQuoteForm } from './ModalQuoteForm';
import { QuoteConfirmation } from './QuoteConfirmation';
import { quoteFixture } from './quote.fixture';

/** Each state is set on the store the form reads, as a real submission would leave it. */
const withState = storyState(useQuote, resetQuote);

const meta = {
  title: 'Features/Quote/ModalQuoteForm',
  component: ModalQuoteForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ModalQuoteForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = { beforeEach: withState({}) };

/**
 * Refused by the server (400): its field messages beside the fields, the input kept. Its text
 * ('Please check this field: email') is also shown as an error toast by the site's toast host.
 */
export const ErrorState: Story = {
  name: 'Error',
  args: { initialValues: { ...quoteFixture, email: 'asha@example' }, initialErrors: { email: 'Enter a valid email address' } },
  beforeEach: withState({
    error: 'Please check this field: email',
    fields: { email: 'Enter a valid email address' },
    scope: 'modal',
  }),
};

export const Loading: Story = {
  args: { initialValues: quoteFixture },
  beforeEach: withState({ loading: true, scope: 'modal', progress: 0.45 }),
};

/**
 * After success the fields are empty again and the confirmation notice shows; on the site the
 * dialog closes and the success toast appears bottom-left.
 */
export const Success: Story = {
  beforeEach: withState({ success: true, scope: 'modal' }),
  decorators: [
    (Story) => (
      <>
        <Story />
        <QuoteConfirmation onClose={resetQuote} />
      </>
    ),
  ],
};
