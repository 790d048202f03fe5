import type { Blog } from '../../stores/blog';

const post: Blog = {
  _id: '6d1f3f0e-3b5e-4a53-9d0e-5b8f3c2a1e90',
  title: 'Patch Tuesday without the panic: a calm routine for small offices',
  slug: 'patch-tuesday-without-the-panic-a-calm-routine-for-small-offices',
  url: '/blog/patch-tuesday-without-the-panic-a-calm-routine-for-small-offices',
  content:
    '<h2>Test first</h2><p>Updates arrive every month. <strong>Here is how we test them</strong> before they reach your staff.</p><ul><li>One pilot machine</li><li>A <a href="/it-support">rollback plan</a></li></ul>',
  excerpt: 'Updates arrive every month. Here is how we test them before they reach your staff.',
  status: 'published',
  imageUrl: '/images/og-default.png',
  imageAlt: 'A laptop showing a progress bar of system updates',
  imageWidth: 1200,
  imageHeight: 630,
  metaTitle: '',
  metaDescription: '',
  socialImageUrl: '',
  version: 3,
  author: { username: 'siteadmin' },
  publishedDate: '2025-03-04T10:00:00.000Z',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

const draft: Blog = {
  ...post,
  _id: '2a7c9e41-5b3d-4f8e-9c1a-7d6e5f4a3b2c',
  title: 'Moving a small office to Microsoft 365: what to plan before the weekend',
  slug: 'moving-a-small-office-to-microsoft-365',
  url: '/blog/moving-a-small-office-to-microsoft-365',
  content: '<p>Mailboxes, shared drives and the printer nobody remembers.</p>',
  excerpt: '',
  status: 'draft',
  imageUrl: '',
  imageAlt: '',
  imageWidth: undefined,
  imageHeight: undefined,
};

/** Shared by the blog form's and manager's stories and the admin tests. */
export const blogFormFixture = {
  post,
  draft,
  anonymous: { ...post, _id: '0b0c8d1e-1111-4c2b-8a9a-2f4e5d6c7b8a', title: 'No author', author: null } satisfies Blog,
};
