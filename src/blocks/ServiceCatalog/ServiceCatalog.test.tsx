import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import services from '../../../content/services.json';
import { axeViolations, render } from '../../test-utils/render';
import { ServiceCatalogSchema } from './schema';
import ServiceCatalog from './ServiceCatalog';
import { serviceCatalogFixture } from './ServiceCatalog.fixture';

const items = services.categories.flatMap((category) => category.items);
const detail = () => screen.getByRole('img').closest('[data-detail]') as HTMLElement;

describe('ServiceCatalog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the three categories and the twelve services of the catalogue', () => {
    render(<ServiceCatalog {...serviceCatalogFixture} />);
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(services.categories.map((category) => category.name));
    expect(screen.getAllByRole('button', { pressed: false }).length + 1).toBe(12);
  });

  it('starts with the first service chosen: its image 400 px high, name, description and Read More link', () => {
    render(<ServiceCatalog {...serviceCatalogFixture} />);
    const first = items[0];
    expect(screen.getByRole('button', { pressed: true })).toHaveAccessibleName(expect.stringContaining(first?.name ?? ''));
    expect(within(detail()).getByRole('img')).toHaveAttribute('height', '400');
    expect(within(detail()).getByRole('heading', { name: first?.name })).toBeInTheDocument();
    expect(within(detail()).getByText(first?.description ?? '')).toBeInTheDocument();
    expect(within(detail()).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', first?.path);
  });

  it('cuts card descriptions at 70 characters with an ellipsis', () => {
    render(<ServiceCatalog {...serviceCatalogFixture} />);
    const card = screen.getByRole('button', { name: new RegExp(items[1]?.name ?? '') });
    const cut = `${items[1]?.description.slice(0, 70).trimEnd()}...`;
    expect(card).toHaveTextContent(cut);
  });

  it('shows the chosen service, highlights it and scrolls its detail smoothly into view', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(<ServiceCatalog {...serviceCatalogFixture} />);
    const firewall = items.find((item) => item.path === '/firewall');
    const button = screen.getByRole('button', { name: new RegExp(firewall?.name ?? '') });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(within(detail()).getByRole('heading', { name: firewall?.name })).toBeInTheDocument();
    expect(within(detail()).getByRole('img')).toHaveAttribute('src', firewall?.image);
    expect(within(detail()).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/firewall');
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    render(<ServiceCatalog {...serviceCatalogFixture} />);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(items[2]?.name ?? '') }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it("labels the button 'Read More' and cuts at 70 characters unless the editor says otherwise", () => {
    expect(ServiceCatalogSchema.parse({ heading: 'Services' })).toEqual({
      heading: 'Services',
      readMoreLabel: 'Read More',
      cardDescriptionLength: 70,
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ServiceCatalog {...serviceCatalogFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
