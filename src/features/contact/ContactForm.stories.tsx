import type { Meta, StoryObj } from '@storybook/react';
import { storyState } from '../../../.storybook/storyState';
import { resetContactStore, useContactStore } from '../../stores/contact';
import { ContactForm } from './ContactForm';

/** Each state is set on the store the form reads, as a real submission would leave it. */
const withState = storyState(useContactStore, resetContactStore);

const meta = {
  title: 'Features/ContactForm',
  component: ContactForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = { beforeEach: withState({}) };
export const Loading: Story = { beforeEach: withState({ loading: true }) };
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: withState({ error: 'The message could not be stored. Please try again later.' }),
};
export const Success: Story = { beforeEach: withState({ success: true }) };

/** Sent without script and refused: the server renders the form again with what was typed, the messages and the summary. */
export const RefusedWithoutScript: Story = {
  name: 'Refused (without script)',
  args: {
    postback: {
      form: 'contact-form',
      outcome: 'invalid',
      values: { name: 'Asha Gurung', email: 'asha@example', subject: '', message: 'We would like a quote.' },
      errors: { email: 'Enter a valid email address', subject: 'Subject is required' },
      message: null,
      file: null,
    },
  },
  beforeEach: withState({}),
};
