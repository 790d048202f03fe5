import type { JobApplicationPayload } from '../../stores/jobApplication';
import { SPECULATIVE_POSITION } from '../../config/job-roles';
import { CV_REQUIRED } from './cv';

/** The positions the launch careers page offers (its four open roles) and the speculative one. */
export const positionsFixture = [
  'Graphics Designer',
  'Digital Marketing',
  'MERN Stack Developer',
  'DevOps Engineer',
  SPECULATIVE_POSITION,
];

/** A complete application, shared by the stories and the tests. */
export const applicationFixture: JobApplicationPayload = {
  name: 'Bikash Thapa',
  contact: '+977 1 4000000',
  email: 'bikash@example.com',
  town: 'Lalitpur',
  country: 'Nepal',
  position: 'DevOps Engineer',
  salary: '90,000',
  currency: 'NPR',
  info: 'Five years with Kubernetes.',
};

/** The smallest bytes a PDF reader and the server's content check accept as a PDF. */
export const pdfBytes = () =>
  new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** What an empty application is told, field by field and then the CV: the unit and browser tests expect each. */
export const emptyApplicationMessages = [
  'Full name is required',
  'Contact number is required',
  'Email is required',
  'Town/City is required',
  'Country is required',
  'Choose a desired position from the list',
  'Expected salary is required',
  'Choose a currency from the list',
  CV_REQUIRED,
];
