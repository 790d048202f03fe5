import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import LinkCards from './LinkCards';
import { linkCardsFixture } from './LinkCards.fixture';
import { LinkCardsSchema } from './schema';

describe('LinkCards', () => {
  it('shows the section heading and one titled card per item, in order', () => {
    render(<LinkCards {...linkCardsFixture} />);
    expect(screen.getByRole('heading', { level: 2, name: linkCardsFixture.heading })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['UK Services', 'Nepal Services']);
  });

  it('shows each card its tags and a link to where it leads', () => {
    render(<LinkCards {...linkCardsFixture} />);
    const uk = screen.getByRole('heading', { level: 3, name: 'UK Services' }).closest('li') as HTMLElement;
    expect(within(uk).getByText('Pricing in GBP')).toBeInTheDocument();
    expect(within(uk).getByRole('link', { name: 'Request a UK quote' })).toHaveAttribute('href', '/quote-uk');
    expect(screen.getByRole('link', { name: 'Request a Nepal quote' })).toHaveAttribute('href', '/quote-nepal');
  });

  it('gives a card image its size and loads it lazily', () => {
    const { container } = render(<LinkCards {...linkCardsFixture} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('fills in the defaults for an editor who gives only the essentials', () => {
    const action = { kind: 'link', label: 'Explore IT support', to: '/it-support' } as const;
    expect(LinkCardsSchema.parse({ heading: 'Expertise', items: [{ title: 'IT Support', text: 'Help desk.', action }] })).toEqual(
      {
        heading: 'Expertise',
        items: [{ title: 'IT Support', text: 'Help desk.', tags: [], action }],
        columns: 3,
        muted: false,
      },
    );
  });

  it('refuses a card that leads nowhere, naming the field', () => {
    const result = LinkCardsSchema.safeParse({ heading: 'Expertise', items: [{ title: 'IT Support', text: 'Help desk.' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'action']);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<LinkCards {...linkCardsFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
