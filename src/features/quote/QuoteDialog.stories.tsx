import type { Meta, StoryObj } from '@storybook/react';
import { storyState } from '../../../.storybook/storyState';
import { resetQuoteDialog, useQuoteDialog } from '../../stores/quoteDialog';
import QuoteDialog from './QuoteDialog';

/** The dialog's state is the store every 'Request a quote' button opens. */
const withState = storyState(useQuoteDialog, resetQuoteDialog);

const meta = {
  title: 'Features/Quote/QuoteDialog',
  component: QuoteDialog,
} satisfies Meta<typeof QuoteDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Open, as a 'Request a quote' button leaves it: the whole window, its header (title and close
 * button) above the lead, the links to both region pages and the form.
 */
export const Open: Story = { beforeEach: withState({ opened: true }) };
