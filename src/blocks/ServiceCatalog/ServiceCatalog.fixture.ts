import type { ServiceCatalogProps } from './schema';

/** Shared by the story and the test; the services themselves come from content/services.json. */
export const serviceCatalogFixture: ServiceCatalogProps = {
  heading: 'Explore Our Services',
  intro: 'Choose a service to see what it covers, then read more on its own page.',
  readMoreLabel: 'Read More',
  cardDescriptionLength: 70,
};
