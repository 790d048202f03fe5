import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import RichText from './RichText';
import { richTextFixture } from './RichText.fixture';

describe('RichText', () => {
  it('shows its heading as an h2 over its paragraphs and points', () => {
    render(<RichText {...richTextFixture} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Our Mission' });
    expect(heading.closest('section')).toHaveAttribute('aria-labelledby', heading.id);
    for (const text of richTextFixture.paragraphs) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('ends with its button when it has one', () => {
    render(<RichText {...richTextFixture} />);
    expect(screen.getByRole('link', { name: 'View our services' })).toHaveAttribute('href', '/services');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<RichText {...richTextFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
