import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import Faq from './Faq';
import { faqFixture } from './Faq.fixture';
import { FaqSchema } from './schema';

const [first, second] = faqFixture.items;

/** The <summary> a visitor taps to show a question's answer. */
const question = (text = '') => {
  const summary = screen.getByRole('heading', { name: text }).closest('summary');
  if (!summary) throw new Error(`'${text}' is not the summary of a disclosure`);
  return summary;
};
const details = (text = '') => question(text).closest('details');

describe('Faq', () => {
  it('starts with every answer closed behind its question, each question a heading', () => {
    render(<Faq {...faqFixture} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const item of faqFixture.items) expect(details(item.question)).not.toHaveAttribute('open');
    expect(screen.queryByText(first?.answer ?? '')).not.toBeVisible();
  });

  it('shows an answer when its question is chosen and hides it again on a second click', async () => {
    render(<Faq {...faqFixture} />);
    await userEvent.click(question(first?.question));
    expect(details(first?.question)).toHaveAttribute('open');
    expect(screen.getByText(first?.answer ?? '')).toBeVisible();
    await userEvent.click(question(first?.question));
    expect(details(first?.question)).not.toHaveAttribute('open');
    expect(screen.getByText(first?.answer ?? '')).not.toBeVisible();
  });

  it('lets several answers be open at once', async () => {
    render(<Faq {...faqFixture} />);
    await userEvent.click(question(first?.question));
    await userEvent.click(question(second?.question));
    expect(screen.getByText(first?.answer ?? '')).toBeVisible();
    expect(screen.getByText(second?.answer ?? '')).toBeVisible();
  });

  it('is reached from the keyboard, question by question', async () => {
    render(<Faq {...faqFixture} />);
    await userEvent.tab();
    expect(question(first?.question)).toHaveFocus();
    await userEvent.tab();
    expect(question(second?.question)).toHaveFocus();
  });

  it("uses the heading 'Frequently Asked Questions' unless the editor sets one", () => {
    expect(FaqSchema.parse({ items: [{ question: 'Q?', answer: 'A.' }] }).heading).toBe('Frequently Asked Questions');
  });

  it('has no accessibility violations, closed or open', async () => {
    const { container } = render(<Faq {...faqFixture} />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(question(first?.question));
    expect(await axeViolations(container)).toEqual([]);
  });
});
