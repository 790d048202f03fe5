import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import Article from './Article';
import { articleFixture } from './Article.fixture';
import { ArticleSchema } from './schema';

describe('Article', () => {
  it('shows the title as the page heading, with the date, read time and image', () => {
    render(<Article {...articleFixture} />);
    expect(screen.getByRole('heading', { level: 1, name: articleFixture.title })).toBeInTheDocument();
    expect(screen.getByText('12 February 2024')).toHaveAttribute('datetime', '2024-02-12');
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: articleFixture.image.alt })).toHaveAttribute('width', '1200');
  });

  it('puts each section under its own h2, with sub-headings, lists and links from the text', () => {
    render(<Article {...articleFixture} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Secure remote access',
      'Connecting branch offices',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'What it protects' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      articleFixture.sections[0]?.body.flatMap((item) => (typeof item === 'object' && 'list' in item ? item.list : [])),
    );
    expect(screen.getByRole('link', { name: 'network design guide' })).toHaveAttribute('href', '/blog/network-design');
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog');
  });

  it('credits the company and links back to the blog when the editor leaves those out', () => {
    const { author: _author, backLink: _backLink, ...rest } = articleFixture;
    const parsed = ArticleSchema.parse(rest);
    expect(parsed.author).toBe('Nexlink IT Solutions');
    expect(parsed.backLink).toEqual({ label: 'Back to all articles', to: '/blog' });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Article {...articleFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
