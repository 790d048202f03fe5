import type { CtaBannerProps } from './schema';

/** Shared by the story and the test. */
export const ctaBannerFixture: CtaBannerProps = {
  heading: 'Ready to sell online?',
  text: 'Talk to our team about your products and customers.',
  actions: [
    { kind: 'link', label: 'Contact us', to: '/connect' },
    { kind: 'quote', label: 'Request a quote' },
  ],
};
