import type { LinkCardsProps } from './schema';

/** Shared by the story and the test. */
export const linkCardsFixture: LinkCardsProps = {
  heading: 'Choose your region',
  intro: 'Quotes are prepared in the currency of the country where we deliver the work.',
  columns: 2,
  muted: false,
  items: [
    {
      title: 'UK Services',
      text: 'For businesses in England, Scotland, Wales and Northern Ireland.',
      tags: ['Pricing in GBP'],
      action: { kind: 'link', label: 'Request a UK quote', to: '/quote-uk' },
    },
    {
      title: 'Nepal Services',
      text: 'For businesses in Kathmandu and across Nepal.',
      tags: ['Pricing in NPR'],
      image: { src: '/images/home/expertise-network.svg', alt: '', width: 64, height: 64 },
      action: { kind: 'link', label: 'Request a Nepal quote', to: '/quote-nepal' },
    },
  ],
};
