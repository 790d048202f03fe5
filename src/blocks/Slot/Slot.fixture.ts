import type { SlotProps } from './schema';

/** Shared by the story and the test. */
export const slotFixture: SlotProps = {
  name: 'contact-form',
  heading: 'Send us a message',
  intro: 'Tell us what you need and we will reply within one business day.',
};
