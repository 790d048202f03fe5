import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerQuoteRequests } from '../../test-utils/quoteRequests';
import { axeViolations, render } from '../../test-utils/render';
import { Header } from './Header';

describe('Header', () => {
  it('links home and to the four sections, highlighting the current one', () => {
    render(<Header />, { path: '/career' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  });

  it('opens the services dropdown with its three groups on hover and on focus', () => {
    render(<Header />);
    const trigger = screen.getByRole('link', { name: 'Services' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The area that opens the menu: the link and its dropdown.
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(trigger.parentElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(trigger);
    const menu = document.getElementById('services-menu') as HTMLElement;
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('list')).toHaveLength(3);
    expect(within(menu).getByRole('link', { name: 'IT Support' })).toHaveAttribute('href', '/it-support');
  });

  it('searches the site from a form that needs no script, and links smaller screens, which have no room for it, to the search page', () => {
    render(<Header />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(within(form).getByRole('combobox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  it("opens the quote dialog from 'Request a quote'", async () => {
    const quoteAskedFor = answerQuoteRequests();
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(quoteAskedFor()).toBe(true);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Header />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
