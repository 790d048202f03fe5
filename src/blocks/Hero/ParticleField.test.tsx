import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import Hero from './Hero';
import { heroFixture } from './Hero.fixture';

const startParticles = vi.fn((_element: HTMLElement, _options: { count: number }) => () => undefined);
vi.mock('./particles', () => ({ startParticles }));

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

function saveData(on: boolean) {
  Object.defineProperty(navigator, 'connection', { value: { saveData: on }, configurable: true });
}

describe('Hero particles', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    startParticles.mockClear();
    saveData(false);
  });

  it('prerenders only an empty, hidden layer, so the animation never delays the first paint', () => {
    // No buttons here: renderToString runs without the router and theme providers.
    const html = renderToString(<Hero {...heroFixture} actions={[]} particles={80} />);
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-particles="80"[^>]*><\/div>/);
    expect(startParticles).not.toHaveBeenCalled();
  });

  it('starts 80 particles once the page is idle and marks the layer enhanced', async () => {
    preferReducedMotion(false);
    const { container } = render(<Hero {...heroFixture} particles={80} />);
    const layer = container.querySelector('[data-particles]');
    expect(layer).toHaveAttribute('data-enhanced', 'false');
    await waitFor(() => expect(startParticles).toHaveBeenCalledTimes(1));
    expect(startParticles).toHaveBeenCalledWith(layer, { count: 80 });
    await waitFor(() => expect(layer).toHaveAttribute('data-enhanced', 'true'));
  });

  it('never starts them for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true);
    const { container } = render(<Hero {...heroFixture} particles={80} />);
    await waitFor(() => expect(container.querySelector('[data-particles]')).toHaveAttribute('data-enhanced', 'off'));
    expect(startParticles).not.toHaveBeenCalled();
  });

  it('never starts them for visitors who save data', async () => {
    preferReducedMotion(false);
    saveData(true);
    const { container } = render(<Hero {...heroFixture} particles={80} />);
    await waitFor(() => expect(container.querySelector('[data-particles]')).toHaveAttribute('data-enhanced', 'off'));
    expect(startParticles).not.toHaveBeenCalled();
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
