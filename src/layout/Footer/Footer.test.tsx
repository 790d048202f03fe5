import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links the seven footer pages', () => {
    render(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Connect', '/connect'],
      ['Services', '/services'],
      ['Privacy Policy', '/privacy'],
      ['T & C', '/terms-conditions'],
      ['Cookie Policy', '/cookies'],
    ]);
  });

  it('lists the three offices, the contact e-mail, the registration notice and the 2025 copyright', () => {
    render(<Footer />);
    for (const city of ['London', 'Kent', 'Kathmandu']) expect(screen.getByText(city)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@nexlinkit.co.uk' })).toHaveAttribute('href', 'mailto:hello@nexlinkit.co.uk');
    expect(screen.getByText(/registered in England and Wales/)).toBeInTheDocument();
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Footer />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
