import type { FaqProps } from './schema';

/** Shared by the story and the test. */
export const faqFixture: FaqProps = {
  heading: 'Frequently Asked Questions',
  items: [
    {
      question: 'Which cloud provider should we choose?',
      answer: 'It depends on the software you already run and the skills in your team.',
    },
    {
      question: 'Will moving to the cloud reduce our costs?',
      answer: 'Usually, once resources are right-sized and reserved capacity is used.',
    },
    {
      question: 'Is our data safe in the cloud?',
      answer: 'Yes, when the platform is configured with MFA, least privilege and encryption.',
    },
  ],
  muted: false,
};
