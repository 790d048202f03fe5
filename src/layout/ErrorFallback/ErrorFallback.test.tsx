import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { ErrorFallback } from './ErrorFallback';

describe('ErrorFallback', () => {
  it("says what happened and offers 'Refresh Page', 'Go Back' and 'Return Home'", () => {
    render(<ErrorFallback />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry for the inconvenience. The page you're looking for encountered an error."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ErrorFallback />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
