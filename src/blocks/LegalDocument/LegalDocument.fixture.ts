import type { LegalDocumentProps } from './schema';

const sections: LegalDocumentProps['sections'] = [
  {
    heading: 'Information We Collect',
    body: [
      'We collect the details you give us when you request a quote.',
      { list: ['Name', 'Email address'], ordered: false },
      'See our [Cookie Policy](/cookies).',
    ],
  },
  { heading: 'Contact Us', body: ['Write to us at any of our offices:', { contactDetails: true }] },
];

/** Shared by the story and the test: the privacy-policy shape. */
export const legalTocFixture: LegalDocumentProps = {
  variant: 'toc',
  lastUpdated: true,
  navigationTitle: 'Table of Contents',
  numbered: true,
  sections,
};

/** The terms-and-conditions shape. */
export const legalCollapsibleFixture: LegalDocumentProps = {
  variant: 'collapsible',
  lastUpdated: true,
  navigationTitle: 'Quick Navigation',
  numbered: false,
  sections,
  backToTop: 'Back to Top',
};
