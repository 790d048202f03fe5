import type { Blog } from '../../stores/blog';

const post: Blog = {
  _id: '6d1f3f0e-3b5e-4a53-9d0e-5b8f3c2a1e90',
  title: 'Patch Tuesday without the panic: a calm routine for small offices',
  content: '<p>Updates arrive every month. <strong>Here is how we test them</strong> before they reach your staff.</p>',
  imageUrl: '/images/og-default.png',
  author: { username: 'siteadmin' },
  publishedDate: '2025-03-04T10:00:00.000Z',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

/** Shared by the blog form's stories and the admin tests. */
export const blogFormFixture = {
  post,
  anonymous: { ...post, _id: '0b0c8d1e-1111-4c2b-8a9a-2f4e5d6c7b8a', title: 'No author', author: null } satisfies Blog,
};
