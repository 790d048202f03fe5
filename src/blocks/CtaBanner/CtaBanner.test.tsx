import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerQuoteRequests } from '../../test-utils/quoteRequests';
import { axeViolations, render } from '../../test-utils/render';
import CtaBanner from './CtaBanner';
import { ctaBannerFixture } from './CtaBanner.fixture';
import { CtaBannerSchema } from './schema';

describe('CtaBanner', () => {
  it('invites the visitor with a heading, a line of text and a link to the contact page', () => {
    render(<CtaBanner {...ctaBannerFixture} />);
    expect(screen.getByRole('heading', { level: 2, name: ctaBannerFixture.heading })).toBeInTheDocument();
    expect(screen.getByText(ctaBannerFixture.text ?? '')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/connect');
  });

  it('asks for the quote dialog from its quote button', async () => {
    const quoteAskedFor = answerQuoteRequests();
    render(<CtaBanner {...ctaBannerFixture} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(quoteAskedFor()).toBe(true);
  });

  it('refuses a banner without any action', () => {
    expect(CtaBannerSchema.safeParse({ heading: 'Talk to us', actions: [] }).success).toBe(false);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<CtaBanner {...ctaBannerFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
