import type { RichTextProps } from './schema';

/** Shared by the story and the test. */
export const richTextFixture: RichTextProps = {
  heading: 'Our Mission',
  paragraphs: [
    'We keep the technology of small and growing businesses fast, secure and simple to run.',
    'Every system we build is documented and handed over, so you are never locked in.',
  ],
  bullets: ['Answers within one business day', 'Engineers in the UK and Nepal'],
  action: { kind: 'link', label: 'View our services', to: '/services' },
  muted: false,
};
