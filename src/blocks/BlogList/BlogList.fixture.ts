import type { BlogListProps } from './schema';

/** Shared by the story and the test: one long title and excerpt to show the cut-offs; newest first, as shown. */
export const blogListFixture: BlogListProps = {
  heading: 'Latest articles',
  readMoreLabel: 'Read More',
  posts: [
    {
      id: 'aws',
      title: 'The Benefits of AWS for Your Business: Scale, Security and Savings Explained',
      excerpt:
        'Amazon Web Services lets a business pay only for the computing it uses, scale in minutes and inherit security controls that few companies could build on their own.',
      image: { src: '/images/blog/aws.svg', alt: 'Cloud servers connected to an office', width: 1200, height: 630 },
      date: '2024-02-12',
      readTime: 5,
    },
    {
      id: 'vpn',
      title: 'The Benefits of a VPN for Your Business',
      excerpt: 'Why a business VPN protects remote staff and branch offices.',
      image: { src: '/images/blog/vpn.svg', alt: 'An encrypted tunnel between a laptop and an office', width: 1200, height: 630 },
      date: '2024-01-15',
      readTime: 4,
    },
  ],
};
