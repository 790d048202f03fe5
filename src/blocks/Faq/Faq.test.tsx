import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import Faq from './Faq';
import { faqFixture } from './Faq.fixture';
import { FaqSchema } from './schema';

const [first, second] = faqFixture.items;

describe('Faq', () => {
  it('starts with every answer hidden behind its question', () => {
    render(<Faq {...faqFixture} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(first?.answer ?? '')).not.toBeVisible();
  });

  it('shows an answer when its question is chosen and hides it again on a second click', async () => {
    render(<Faq {...faqFixture} />);
    const question = screen.getByRole('button', { name: first?.question });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: first?.question });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(first?.answer ?? '');
    expect(question).toHaveAttribute('aria-controls', answer.id);
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(first?.answer ?? '')).not.toBeVisible();
  });

  it('lets several answers be open at once', async () => {
    render(<Faq {...faqFixture} />);
    await userEvent.click(screen.getByRole('button', { name: first?.question }));
    await userEvent.click(screen.getByRole('button', { name: second?.question }));
    expect(screen.getByText(first?.answer ?? '')).toBeVisible();
    expect(screen.getByText(second?.answer ?? '')).toBeVisible();
  });

  it('works from the keyboard', async () => {
    render(<Faq {...faqFixture} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: first?.question })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(first?.answer ?? '')).toBeVisible();
  });

  it("uses the heading 'Frequently Asked Questions' unless the editor sets one", () => {
    expect(FaqSchema.parse({ items: [{ question: 'Q?', answer: 'A.' }] }).heading).toBe('Frequently Asked Questions');
  });

  it('has no accessibility violations, closed or open', async () => {
    const { container } = render(<Faq {...faqFixture} />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: first?.question }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
