import type { JobApplicationPayload } from '../../stores/jobApplication';

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
export const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
