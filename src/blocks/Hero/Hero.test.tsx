import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerQuoteRequests } from '../../test-utils/quoteRequests';
import { axeViolations, render } from '../../test-utils/render';
import { HeroSchema } from './schema';
import Hero from './Hero';
import { heroFixture } from './Hero.fixture';

describe('Hero', () => {
  it('shows the title as the page heading with its lead text', () => {
    render(<Hero {...heroFixture} />);
    expect(screen.getByRole('heading', { level: 1, name: heroFixture.title })).toBeInTheDocument();
    expect(screen.getByText(heroFixture.subtitle ?? '')).toBeInTheDocument();
  });

  it('links its buttons to their pages and asks for the quote dialog', async () => {
    const quoteAskedFor = answerQuoteRequests();
    render(<Hero {...heroFixture} />);
    expect(screen.getByRole('link', { name: 'View our services' })).toHaveAttribute('href', '/services');
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(quoteAskedFor()).toBe(true);
  });

  it('fills in the defaults for an editor who gives only a title', () => {
    expect(HeroSchema.parse({ title: 'About Us' })).toEqual({ title: 'About Us', actions: [], variant: 'page' });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Hero {...heroFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
