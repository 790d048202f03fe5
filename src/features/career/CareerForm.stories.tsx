import type { Meta, StoryObj } from '@storybook/react';
import { storyState } from '../../../.storybook/storyState';
import { resetJobApplicationStore, useJobApplicationStore } from '../../stores/jobApplication';
import { CareerForm } from './CareerForm';
import { applicationFixture, positionsFixture } from './CareerForm.fixture';

/** Each state is set on the store the form reads, as a real submission would leave it. */
const withState = storyState(useJobApplicationStore, resetJobApplicationStore);

const meta = {
  title: 'Features/CareerForm',
  component: CareerForm,
  parameters: { layout: 'padded' },
  args: { positions: positionsFixture },
} satisfies Meta<typeof CareerForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = { beforeEach: withState({}) };
export const Loading: Story = { beforeEach: withState({ loading: true, progress: 0.45 }) };
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: withState({ error: 'The CV must be a PDF or Word document (.pdf, .doc or .docx)' }),
};
export const Success: Story = { beforeEach: withState({ success: true }) };

/** Sent without script and refused: what was typed, the summary, and the CV the server kept for the next send. */
export const RefusedWithoutScript: Story = {
  name: 'Refused, CV kept (without script)',
  args: {
    postback: {
      form: 'career-form',
      outcome: 'invalid',
      values: { ...applicationFixture, town: '' },
      errors: { town: 'Town/City is required' },
      message: null,
      file: { token: 'story-token', name: 'Bikash Thapa CV.pdf' },
    },
  },
  beforeEach: withState({}),
};
