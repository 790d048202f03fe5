import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import Hero from './Hero';
import { heroFixture } from './Hero.fixture';

const startParticles = vi.fn(async () => () => undefined);
vi.mock('./particles', () => ({ startParticles }));

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

describe('Hero particles', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    startParticles.mockClear();
  });

  it('prerenders only an empty, hidden layer, so the animation never delays the first paint', () => {
    // No buttons here: renderToString runs without the router and theme providers.
    const html = renderToString(<Hero {...heroFixture} actions={[]} particles={80} />);
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-particles="80"[^>]*><\/div>/);
    expect(startParticles).not.toHaveBeenCalled();
  });

  it('starts 80 moving particles once the page is idle', async () => {
    preferReducedMotion(false);
    const { container } = render(<Hero {...heroFixture} particles={80} />);
    await waitFor(() => expect(startParticles).toHaveBeenCalledTimes(1));
    expect(startParticles).toHaveBeenCalledWith(container.querySelector('[data-particles]'), { count: 80, still: false });
  });

  it('marks the layer enhanced only once the particles are running', async () => {
    preferReducedMotion(false);
    let started: () => void = () => undefined;
    startParticles.mockImplementationOnce(() => new Promise((resolve) => (started = () => resolve(() => undefined))));
    const { container } = render(<Hero {...heroFixture} particles={80} />);
    const layer = container.querySelector('[data-particles]');
    await waitFor(() => expect(startParticles).toHaveBeenCalledTimes(1));
    expect(layer).toHaveAttribute('data-enhanced', 'false');
    started();
    await waitFor(() => expect(layer).toHaveAttribute('data-enhanced', 'true'));
  });

  it('keeps the particles still for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true);
    render(<Hero {...heroFixture} particles={80} />);
    await waitFor(() => expect(startParticles).toHaveBeenCalledWith(expect.anything(), { count: 80, still: true }));
  });

  it('draws no particle layer on heroes that ask for none', () => {
    const { container } = render(<Hero {...heroFixture} />);
    expect(container.querySelector('[data-particles]')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    preferReducedMotion(false);
    const { container } = render(<Hero {...heroFixture} particles={80} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
