import type { StepsProps } from './schema';

/** Shared by the story and the test. */
export const stepsFixture: StepsProps = {
  heading: 'Our Development Process',
  intro: 'Four stages, each ending with something you can review.',
  steps: [
    { title: 'Initial Consultation', text: 'We learn about your business, audience and goals.' },
    { title: 'Planning and Design', text: 'We map the site structure and design page layouts for review.' },
    { title: 'Development and Testing', text: 'We build in short iterations and test on every device.' },
    { title: 'Launch and Optimization', text: 'We launch with monitoring and tune using real visitor data.' },
  ],
  muted: false,
};
