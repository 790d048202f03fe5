import { describe, expect, it } from 'vitest';
import { changeSummary } from './change-summary';

const careers = (roles: { title: string; type: string }[], title = 'Join us') => ({
  blocks: [
    { type: 'hero', props: { title, subtitle: 'Work with us' } },
    { type: 'jobOpenings', props: { title: 'Open roles', roles } },
  ],
});
const role = (title: string, type = 'Full-time') => ({ title, type });

describe('what a publish changed, in words', () => {
  it('names the block by its title and the item by its own, never a path', () => {
    const before = careers([role('Graphics Designer'), role('DevOps Engineer')]);
    const after = careers([role('Graphics Designer'), role('DevOps Engineer'), role('Cloud Support Engineer')], 'Careers');
    const summary = changeSummary(before, after);
    expect(summary).toBe("Hero 'Join us': title changed to 'Careers'; Job openings 'Open roles': 'Cloud Support Engineer' added");
    expect(summary).not.toMatch(/blocks|props|\.\d/);
  });

  it("says which item's field changed, by the item's name before the change", () => {
    const before = careers([role('Graphics Designer')]);
    const after = careers([role('Senior Graphics Designer', 'Contract')]);
    expect(changeSummary(before, after)).toBe(
      "Job openings 'Open roles': 'Graphics Designer': title changed to 'Senior Graphics Designer', 'Graphics Designer': type changed to 'Contract'",
    );
  });

  it('names an office of the settings by its name, and a part of the settings in words', () => {
    const before = { offices: [{ name: 'London Office', telephone: '+44 20 1' }], navigation: { footer: [{ label: 'Home', to: '/' }] } };
    const after = {
      offices: [{ name: 'London Office', telephone: '+44 20 2' }],
      navigation: { footer: [{ label: 'Home', to: '/' }, { label: 'Pricing', to: '/pricing' }] },
    };
    expect(changeSummary(before, after)).toBe("Offices 'London Office': telephone changed to '+44 20 2'; Navigation: 'Pricing' added");
  });

  it('says a removed item and a list of texts by the text, and keeps a long summary short', () => {
    expect(changeSummary({ items: ['One', 'Two'] }, { items: ['One'] })).toBe("Items: 'Two' removed");
    const many = Object.fromEntries(Array.from({ length: 7 }, (_, n) => [`field${n}`, n]));
    const changed = Object.fromEntries(Array.from({ length: 7 }, (_, n) => [`field${n}`, n + 1]));
    expect(changeSummary(many, changed)).toMatch(/; and 3 more parts changed$/);
    expect(changeSummary(many, many)).toBe('No change');
  });
});
