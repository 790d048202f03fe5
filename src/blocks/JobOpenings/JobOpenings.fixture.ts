import type { JobOpeningsProps } from './schema';

/** Shared by the story and the test. */
export const jobOpeningsFixture: JobOpeningsProps = {
  heading: 'Open Roles',
  intro: 'We hire on full-time, part-time and contract terms.',
  muted: false,
  roles: [
    {
      title: 'MERN Stack Developer',
      type: 'full-time',
      location: 'Kathmandu or remote',
      remote: true,
      summary: 'Build client web applications and our e-commerce platform with MongoDB, Express, React and Node.js.',
      requirements: ['Two years of professional React and Node.js', 'Comfortable with Git and code review'],
    },
    {
      title: 'Graphics Designer',
      type: 'part-time',
      location: 'Kathmandu',
      remote: false,
      summary: 'Design websites, social media assets and brand material for our clients.',
      requirements: [],
    },
    {
      title: 'DevOps Engineer',
      type: 'contract',
      location: 'London or remote',
      remote: true,
      summary: 'Automate deployments and run cloud infrastructure on AWS and Azure.',
      requirements: ['Terraform or Bicep'],
    },
  ],
};
