import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { StepsSchema } from './schema';
import Steps from './Steps';
import { stepsFixture } from './Steps.fixture';

describe('Steps', () => {
  it('lists the steps as an ordered list, numbered in order', () => {
    render(<Steps {...stepsFixture} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      stepsFixture.steps.map((step) => step.title),
    );
    expect(items[3]).toHaveTextContent(/^4/);
  });

  it('needs at least two steps to be a process', () => {
    expect(StepsSchema.safeParse({ heading: 'Process', steps: [{ title: 'Only', text: 'One step.' }] }).success).toBe(false);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Steps {...stepsFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
