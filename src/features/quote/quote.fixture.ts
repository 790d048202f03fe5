import { emptyQuoteValues, type QuoteValues } from '../../stores/quote';

/** A complete quote request, valid for the dialog and the UK page (UK budget band). */
export const quoteFixture: QuoteValues = {
  ...emptyQuoteValues,
  fullName: 'Asha Gurung',
  email: 'asha@example.com',
  phone: '+44 20 7946 0000',
  companyName: 'Gurung Trading Ltd',
  size: 'Medium (5-25)',
  contactMethod: 'Email',
  services: 'Network Design and Implementation',
  description: 'Office network for 20 people across two floors.',
  budget: '£5,000 - £10,000',
  source: 'Online Search',
  additionalDetails: 'Installation outside office hours, please.',
  deadline: 'End of June',
};

/** The same request from the Nepal page, with an NPR band. */
export const nepalQuoteFixture: QuoteValues = { ...quoteFixture, budget: 'NPR 150,000 - NPR 500,000' };
