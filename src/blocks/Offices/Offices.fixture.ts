import type { OfficesProps } from './schema';

/** Shared by the story and the test. */
export const officesFixture: OfficesProps = {
  heading: 'Our Offices',
  intro: 'Visit us in London, Kent or Kathmandu, or write to us and an engineer will reply within one business day.',
  emailLabel: 'Email us',
  muted: false,
};
