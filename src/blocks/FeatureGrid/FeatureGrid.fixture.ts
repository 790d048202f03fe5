import type { FeatureGridProps } from './schema';

/** Shared by the story and the test. */
export const featureGridFixture: FeatureGridProps = {
  heading: 'Benefits of Cloud Migration',
  intro: 'What changes for your team once your servers run in the cloud.',
  columns: 3,
  items: [
    { title: 'Scalability', text: 'Add capacity for a busy season in minutes, and scale down again when demand falls.' },
    { title: 'Security', text: 'Encryption, identity controls and continuous patching that are hard to match on site.' },
    { title: 'Cost Savings', text: 'A predictable monthly cost instead of hardware refreshes and maintenance contracts.' },
  ],
  muted: false,
};
