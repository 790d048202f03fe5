import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import FeatureGrid from './FeatureGrid';
import { featureGridFixture } from './FeatureGrid.fixture';
import { FeatureGridSchema } from './schema';

describe('FeatureGrid', () => {
  it('shows the heading and one titled card per item, in order', () => {
    render(<FeatureGrid {...featureGridFixture} />);
    const section = screen.getByRole('region', { name: featureGridFixture.heading });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Scalability',
      'Security',
      'Cost Savings',
    ]);
    expect(screen.getByText(featureGridFixture.intro ?? '')).toBeInTheDocument();
  });

  it('fills in three columns and no background for an editor who gives only a heading and items', () => {
    const parsed = FeatureGridSchema.parse({ heading: 'Benefits', items: [{ title: 'Fast', text: 'Pages load quickly.' }] });
    expect(parsed).toMatchObject({ columns: 3, muted: false });
  });

  it('refuses a column count the layout does not offer', () => {
    expect(FeatureGridSchema.safeParse({ heading: 'Benefits', columns: 5, items: [{ title: 'A', text: 'B' }] }).success).toBe(
      false,
    );
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<FeatureGrid {...featureGridFixture} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
