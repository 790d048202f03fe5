/**
 * The numbers agreed for the site's content, defined once: the compiler refuses a page, or a
 * catalogue, that breaks them (agreed-rules.ts, with the shape agreed around them: the build,
 * `npm run check`, the editor's Save and a publish on the running site), and the browser suite
 * (tests/browser/expectations) checks them on the built pages. Text is free to change; these are not.
 */
export const AGREED = {
  home: {
    /** Decorative particles of the home hero. */
    particles: 80,
    /** The expertise cards, in order, by the page each one opens. */
    expertiseLinks: [
      '/network-design',
      '/server-setup',
      '/cloud-services',
      '/cloud-storage-backup',
      '/custom-development',
      '/it-support',
    ],
    tableOrderSteps: 4,
    technologies: 8,
  },
  /** Mission, story, culture, team, vision, what makes us different. */
  aboutSections: 6,
  careers: { roles: 4, roleTypes: ['full-time', 'part-time', 'contract'] },
  /** The region cards of /quote, by the page each one opens. */
  quoteRegions: ['/quote-uk', '/quote-nepal'],
  services: { categories: 3, total: 12 },
  /** What some service pages hold beyond the common shape (hero, benefits, importance, FAQ). */
  servicePages: {
    /** The benefit cards every service page keeps at least, across its feature grids. */
    benefits: 3,
    wordpressBenefits: 4,
    /** Cloud migration's benefits, one column each. */
    cloudMigrationBenefits: 3,
    customDevelopmentServices: 4,
    customDevelopmentSteps: 4,
  },
  /** The built-in blog posts in list order, by id (each at /blog/<id>), with their article's sections. */
  blogPosts: [
    { id: 'aws', sections: 9 },
    { id: 'vpn', sections: 8 },
    { id: 'network-design', sections: 11 },
  ],
  /** Characters of text each section of a blog post holds at least: more than a line. */
  blogSectionText: 300,
  privacy: { sections: 9, personalData: 6, automaticData: 6, purposes: 9, sharing: 4, rights: 7 },
  terms: { sections: 10 },
  cookies: { tabs: 4, browserHelpLinks: 4, tableRows: 5, closingSections: 2 },
  /** FAQ questions of each service page; `{ min }` where only a floor is agreed. */
  faqs: {
    '/cloud-services': 3,
    '/cloud-storage-backup': { min: 3 },
    '/cloud-migration': 4,
    '/custom-development': 4,
    '/wordpress-development': 4,
    '/ecommerce-development': 4,
    '/server-setup': 4,
    '/network-design': 4,
    '/vpn-setup': 4,
    '/firewall': 4,
    '/system-upgrade': 4,
    '/it-support': 5,
  } as Record<string, number | { min: number }>,
} as const;
