import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { BlogCards } from './BlogCard';
import BlogList from './BlogList';
import { blogListFixture } from './BlogList.fixture';
import { cardFromApiPost } from './posts';
import { BlogListSchema } from './schema';

describe('BlogList', () => {
  it('shows one card per post with its date, read time and a Read More link to the article', () => {
    render(<BlogList {...blogListFixture} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const vpn = within(cards[1] as HTMLElement);
    expect(vpn.getByRole('heading', { level: 3, name: 'The Benefits of a VPN for Your Business' })).toBeInTheDocument();
    expect(vpn.getByText('12 February 2024')).toBeInTheDocument();
    expect(vpn.getByText('4 min read')).toBeInTheDocument();
    expect(vpn.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/blog/vpn');
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
      title: 'Patch Tuesday, explained',
      content: `<p>${'word '.repeat(450)}</p>`,
      imageUrl: '/uploads/patch.png',
      publishedDate: '2025-03-04T10:00:00.000Z',
    });
    render(<BlogCards posts={[post]} readMoreLabel="Read More" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Patch Tuesday, explained' })).toBeInTheDocument();
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByText('4 March 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/blog/665f1c2e9a');
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
