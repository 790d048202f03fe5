import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { BlogCards } from './BlogCard';
import BlogList from './BlogList';
import { blogListFixture } from './BlogList.fixture';
import { ApiBlogPostsContext, BlogListPageContext } from './context';
import { cardFromApiPost } from './posts';
import { BlogListSchema } from './schema';

describe('BlogList', () => {
  it('shows one card per post with its date, read time and a Read More link that names the article', () => {
    render(<BlogList {...blogListFixture} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const vpn = within(cards[1] as HTMLElement);
    expect(vpn.getByRole('heading', { level: 3, name: 'The Benefits of a VPN for Your Business' })).toBeInTheDocument();
    expect(vpn.getByText('15 January 2024')).toBeInTheDocument();
    expect(vpn.getByText('4 min read')).toBeInTheDocument();
    // 'Read More' says which article to a screen reader and a search engine (visually hidden).
    expect(vpn.getByRole('link', { name: 'Read More about The Benefits of a VPN for Your Business' })).toHaveAttribute(
      'href',
      '/blog/vpn',
    );
    expect(vpn.getByText('Read More')).toBeVisible();
  });

  it('cuts titles at 62 characters and excerpts at 130', () => {
    render(<BlogList {...blogListFixture} />);
    const aws = within(screen.getAllByRole('article')[0] as HTMLElement);
    const title = aws.getByRole('heading', { level: 3 }).textContent ?? '';
    expect(title).toBe(`${blogListFixture.posts[0]?.title.slice(0, 62).trimEnd()}...`);
    const excerpt = aws.getByText(/^Amazon Web Services/).textContent ?? '';
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(133);
  });

  it('renders an administrator post from the API as the same kind of card', () => {
    const post = cardFromApiPost({
      _id: '665f1c2e9a',
      url: '/blog/patch-tuesday-explained',
      title: 'Patch Tuesday, explained',
      excerpt: 'What changes every second Tuesday, and what to do about it.',
      content: `<p>${'word '.repeat(450)}</p>`,
      imageUrl: '/api/uploads/images/0b7c2f1e-6a8d-4c3b-9e2f-1a2b3c4d5e6f.jpg',
      imageAlt: 'A calendar with the second Tuesday circled',
      imageWidth: 2000,
      imageHeight: 1000,
      publishedDate: '2025-03-04T10:00:00.000Z',
    });
    render(<BlogCards posts={[post]} readMoreLabel="Read More" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Patch Tuesday, explained' })).toBeInTheDocument();
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByText('4 March 2025')).toBeInTheDocument();
    expect(screen.getByText('What changes every second Tuesday, and what to do about it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read More about Patch Tuesday, explained' })).toHaveAttribute(
      'href',
      '/blog/patch-tuesday-explained',
    );
    // A phone gets a 480 px copy, never the 2000 px upload; the box is reserved by width and height.
    const image = screen.getByRole('img', { name: 'A calendar with the second Tuesday circled' });
    expect(image.getAttribute('srcset')).toContain('-480w.webp 480w');
    expect(image.getAttribute('srcset')).not.toContain('.jpg');
    expect(image).toHaveAttribute('width', '2000');
    expect(image).toHaveAttribute('height', '1000');
  });

  it("shows the administrator's posts supplied by the app after the built-in ones, each group newest first", () => {
    const apiPosts = [
      {
        _id: 'b6b0c1de-0000-4000-8000-000000000001',
        url: '/blog/newest-from-the-admin',
        title: 'Newest from the admin',
        excerpt: 'Fresh',
        content: '<p>Fresh</p>',
        imageUrl: '',
        imageAlt: '',
        publishedDate: '2030-01-02T09:00:00.000Z',
      },
      {
        _id: 'b6b0c1de-0000-4000-8000-000000000002',
        url: '/blog/between-the-two',
        title: 'Between the two',
        excerpt: 'Middle',
        content: 'Middle',
        imageUrl: '',
        imageAlt: '',
        publishedDate: '2024-02-01T09:00:00.000Z',
      },
    ];
    render(
      <ApiBlogPostsContext.Provider value={() => apiPosts}>
        <BlogList {...blogListFixture} />
      </ApiBlogPostsContext.Provider>,
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    // They arrive after the page is shown: below the built-in cards, they move none of them.
    expect(titles).toEqual([
      expect.stringMatching(/^The Benefits of AWS/),
      'The Benefits of a VPN for Your Business',
      'Newest from the admin',
      'Between the two',
    ]);
    expect(screen.getByRole('link', { name: 'Read More about Newest from the admin' })).toHaveAttribute(
      'href',
      '/blog/newest-from-the-admin',
    );
  });

  it('shows the page the server chose, in its order, with links to the newer and older pages', () => {
    const post = {
      _id: 'b6b0c1de-0000-4000-8000-000000000003',
      url: '/blog/a-newer-post',
      title: 'A newer post',
      excerpt: 'New',
      content: '<p>New</p>',
      imageUrl: '',
      imageAlt: '',
      publishedDate: '2030-01-02T09:00:00.000Z',
    };
    render(
      <BlogListPageContext.Provider value={{ page: 2, pageCount: 3, entries: [{ post }, { builtIn: 'vpn' }] }}>
        <BlogList {...blogListFixture} />
      </BlogListPageContext.Provider>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'A newer post',
      'The Benefits of a VPN for Your Business',
    ]);
    const pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pages.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog');
    expect(pages.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog?page=3');
    expect(pages.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('fills in the button text for an editor who leaves it out', () => {
    const { readMoreLabel, ...rest } = blogListFixture;
    expect(BlogListSchema.parse(rest).readMoreLabel).toBe(readMoreLabel);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<BlogList {...blogListFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
