import { describe, expect, it } from 'vitest';
import { today } from './today';

describe('today', () => {
  it("writes every day of a leap year as Intl's en-GB long date, with its ISO date", () => {
    const british = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    for (
      let day = new Date(2028, 0, 1);
      day.getFullYear() === 2028;
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
    ) {
      const { text, iso } = today(day);
      expect(text).toBe(british.format(day));
      expect(new Date(`${iso}T00:00`).getTime()).toBe(day.getTime());
    }
  });

  it('uses the local calendar day, not UTC', () => {
    expect(today(new Date(2026, 10, 23, 23, 59))).toEqual({ text: '23 November 2026', iso: '2026-11-23' });
    expect(today(new Date(2027, 0, 1, 0, 1))).toEqual({ text: '1 January 2027', iso: '2027-01-01' });
  });
});
