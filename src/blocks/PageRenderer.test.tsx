import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import about from '../../content/pages/about.json';
import { render } from '../test-utils/render';
import { PageRenderer } from './PageRenderer';
import { preloadBlocks } from './registry';
import { PageSchema, type Page } from './schemas';

describe('PageRenderer', () => {
  it('renders the blocks of a page in order', async () => {
    const page = PageSchema.parse({
      blocks: [
        { type: 'hero', props: { title: 'About Us' } },
        { type: 'richText', props: { heading: 'Our mission', paragraphs: ['We keep businesses running.'] } },
      ],
    });
    await preloadBlocks(page.blocks.map((b) => b.type));
    render(<PageRenderer blocks={page.blocks} />);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['About Us', 'Our mission']);
    expect(screen.getByText('We keep businesses running.')).toBeInTheDocument();
  });

  it('renders a real content file, validated on import, starting with its h1', async () => {
    const page = about as unknown as Page;
    await preloadBlocks(page.blocks.map((b) => b.type));
    render(<PageRenderer blocks={page.blocks} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
