import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations, render, TestProviders } from '../../test-utils/render';
import LogoCarousel from './LogoCarousel';
import { logoCarouselFixture } from './LogoCarousel.fixture';

describe('LogoCarousel', () => {
  it('prerenders every technology as a plain list, with no carousel code', () => {
    const html = renderToString(
      <TestProviders>
        <LogoCarousel {...logoCarouselFixture} />
      </TestProviders>,
    );
    expect(html).toContain('data-enhanced="false"');
    expect(html.match(/data-item="true"/g)).toHaveLength(8);
    expect(html).not.toContain('mantine-Carousel');
  });

  it('becomes a carousel the visitor can page through once the page is idle', async () => {
    const { container } = render(<LogoCarousel {...logoCarouselFixture} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Technologies We Work With' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Technologies We Work With: next' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[data-enhanced="true"]')).not.toBeNull());
    expect(container.querySelectorAll('[data-item]')).toHaveLength(8);
    expect(screen.getByText('Amazon Web Services')).toBeInTheDocument();
  });

  it('has no accessibility violations, before and after enhancement', async () => {
    const { container } = render(<LogoCarousel {...logoCarouselFixture} />);
    expect(await axeViolations(container)).toEqual([]);
    await screen.findByRole('button', { name: 'Technologies We Work With: previous' }, { timeout: 5000 });
    expect(await axeViolations(container)).toEqual([]);
  });
});
