import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import MediaText from './MediaText';
import { mediaTextFixture } from './MediaText.fixture';
import { MediaTextSchema } from './schema';

describe('MediaText', () => {
  it('shows the heading, text, points and a sized, lazily loaded illustration', () => {
    render(<MediaText {...mediaTextFixture} />);
    expect(screen.getByRole('heading', { level: 2, name: mediaTextFixture.heading })).toBeInTheDocument();
    expect(screen.getByText(mediaTextFixture.paragraphs[0] ?? '')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const image = screen.getByRole('img', { name: mediaTextFixture.image.alt });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('opens the mail program with the prefilled subject from its button', () => {
    render(<MediaText {...mediaTextFixture} />);
    expect(screen.getByRole('link', { name: 'Talk to our experts' })).toHaveAttribute(
      'href',
      expect.stringContaining('subject=Inquiry%3A%20Cloud%20Storage%20and%20Backup'),
    );
  });

  it('puts the image on the right by default', () => {
    const { heading, paragraphs, image } = mediaTextFixture;
    expect(MediaTextSchema.parse({ heading, paragraphs, image })).toMatchObject({
      imagePosition: 'right',
      bullets: [],
      muted: false,
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<MediaText {...mediaTextFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
