import type { Meta, StoryObj } from '@storybook/react';
import { resetQuote, useQuote } from '../../stores/quote';
import { toast } from '../toast/toast';
import ToastHost from '../toast/ToastHost';
import { ModalQuoteForm } from './ModalQuoteForm';
import { quoteMessages } from './messages';
import { quoteFixture } from './quote.fixture';

/** Each state is set on the store the form reads, as a real submission would leave it. */
const withState = (state: Partial<ReturnType<typeof useQuote.getState>>, ...toasts: Parameters<typeof toast>[0][]) => () => {
  useQuote.setState(state);
  for (const options of toasts) void toast(options);
  return resetQuote;
};

const meta = {
  title: 'Features/Quote/ModalQuoteForm',
  component: ModalQuoteForm,
  parameters: { layout: 'padded' },
  // The notifications the form raises (the site mounts this host on the first toast).
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastHost />
      </>
    ),
  ],
} satisfies Meta<typeof ModalQuoteForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = { beforeEach: withState({}) };

/** Refused by the server: its text as a notification, its field messages beside the fields. */
export const ErrorState: Story = {
  name: 'Error',
  args: { initialValues: { ...quoteFixture, email: 'asha@example' }, initialErrors: { email: 'Enter a valid email address' } },
  beforeEach: withState(
    { error: 'Please check this field: email', fields: { email: 'Enter a valid email address' }, region: 'modal' },
    { message: 'Please check this field: email', variant: 'error' },
  ),
};

export const Loading: Story = {
  args: { initialValues: quoteFixture },
  beforeEach: withState({ loading: true, region: 'modal', progress: 0.45 }),
};

/** After success: the fields are empty again and both notices show (the dialog itself closes). */
export const Success: Story = {
  beforeEach: withState(
    { success: true, region: 'modal' },
    { message: quoteMessages.modalSuccessToast, variant: 'success' },
    { message: quoteMessages.modalConfirmation, variant: 'success', persistent: true },
  ),
};
