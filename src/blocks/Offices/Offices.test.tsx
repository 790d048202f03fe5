import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { axeViolations, render } from '../../test-utils/render';
import Offices from './Offices';
import { officesFixture } from './Offices.fixture';
import { OfficesSchema } from './schema';

describe('Offices', () => {
  it('lists the London, Kent and Kathmandu offices from the site configuration', () => {
    render(<Offices {...officesFixture} />);
    const cities = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cities).toEqual(['London', 'Kent', 'Kathmandu']);
    const london = screen.getByRole('heading', { level: 3, name: 'London' }).closest('li') as HTMLElement;
    expect(within(london).getByText(site.offices[0]?.streetAddress ?? '')).toBeInTheDocument();
  });

  it('lets the visitor call an office and e-mail the company', () => {
    render(<Offices {...officesFixture} />);
    expect(screen.getByRole('link', { name: '+44 20 3880 4120' })).toHaveAttribute('href', 'tel:+442038804120');
    expect(screen.getByRole('link', { name: site.company.email })).toHaveAttribute('href', `mailto:${site.company.email}`);
  });

  it('fills in the defaults for an editor who gives only a heading', () => {
    expect(OfficesSchema.parse({ heading: 'Find us' })).toEqual({ heading: 'Find us', emailLabel: 'Email us', muted: false });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Offices {...officesFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
