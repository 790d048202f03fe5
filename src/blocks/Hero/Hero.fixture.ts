import type { HeroProps } from './schema';

/** Shared by the story and the test. */
export const heroFixture: HeroProps = {
  title: 'Reliable IT services for growing businesses',
  eyebrow: 'IT services in the UK and Nepal',
  subtitle: 'Cloud, networks, servers, websites and IT support, from engineers in London, Kent and Kathmandu.',
  actions: [
    { kind: 'link', label: 'View our services', to: '/services' },
    { kind: 'quote', label: 'Request a quote' },
  ],
  variant: 'home',
};
