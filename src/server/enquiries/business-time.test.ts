import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  BUSINESS_DAY_MINUTES,
  businessMinutesBetween,
  CLOSES,
  dueAfter,
  OPENS,
  type BusinessCalendar,
} from './business-time';
import { OFFICES } from './calendars';

/*
 * The promise's clock: one business day, 09:00 to 17:30 local, in each office's week and holidays
 * (issue 61's "Done when"). The UK's holidays are the kept library's; Nepal's, the owner's.
 */

const calendarOf = (region: 'uk' | 'nepal', added: string[] = []): BusinessCalendar => ({
  timeZone: OFFICES[region].timeZone,
  workdays: OFFICES[region].workdays,
  opens: OPENS,
  closes: CLOSES,
  isHoliday: (date) => added.includes(date) || OFFICES[region].library(Number(date.slice(0, 4))).has(date),
});
const uk = calendarOf('uk');

describe('one business day', () => {
  it('takes a UK quote of Thursday 24 December 2026, 15:00 in London, to Tuesday 29 December, 15:00 (Christmas, and Boxing Day’s substitute Monday)', () => {
    expect(dueAfter(new Date('2026-12-24T15:00:00Z'), uk).toISOString()).toBe('2026-12-29T15:00:00.000Z');
  });

  it('takes a Nepal quote of Friday 12:00 in Kathmandu to Sunday 12:00, and to Monday once that Sunday is a holiday', () => {
    // 12:00 in Kathmandu (UTC+05:45) is 06:15 UTC.
    const friday = new Date('2026-12-04T06:15:00Z');
    expect(dueAfter(friday, calendarOf('nepal')).toISOString()).toBe('2026-12-06T06:15:00.000Z');
    expect(dueAfter(friday, calendarOf('nepal', ['2026-12-06'])).toISOString()).toBe('2026-12-07T06:15:00.000Z');
  });

  it('counts from the next opening when an enquiry arrives outside the hours', () => {
    // Saturday morning, and Monday before opening: due at Monday's close.
    expect(dueAfter(new Date('2026-11-28T10:00:00Z'), uk).toISOString()).toBe('2026-11-30T17:30:00.000Z');
    expect(dueAfter(new Date('2026-11-30T07:00:00Z'), uk).toISOString()).toBe('2026-11-30T17:30:00.000Z');
    // After closing on a Friday: Monday's close.
    expect(dueAfter(new Date('2026-11-27T18:00:00Z'), uk).toISOString()).toBe('2026-11-30T17:30:00.000Z');
  });

  it('keeps local hours across the change to summer time', () => {
    // Friday 27 March 2026, 15:00 GMT; the clocks go forward on Sunday 29th: Monday 15:00 BST is 14:00 UTC.
    expect(dueAfter(new Date('2026-03-27T15:00:00Z'), uk).toISOString()).toBe('2026-03-30T14:00:00.000Z');
  });

  it('knows England’s bank holidays from the library, substitutes included', () => {
    const days = OFFICES.uk.library(2026);
    expect(days.has('2026-12-25')).toBe(true);
    expect(days.has('2026-12-28')).toBe(true);
    expect(days.has('2026-04-03')).toBe(true);
    expect(days.has('2026-12-24')).toBe(false);
    expect(OFFICES.nepal.library(2026).size).toBe(0);
  });

  it('measures the working time between two moments as it adds it', () => {
    const start = new Date('2026-12-23T11:20:00Z');
    for (const minutes of [1, 130, BUSINESS_DAY_MINUTES, 3 * BUSINESS_DAY_MINUTES + 7]) {
      const end = addBusinessMinutes(start, minutes, uk);
      expect(businessMinutesBetween(start, end, uk)).toBe(minutes);
    }
    expect(businessMinutesBetween(new Date('2026-12-25T10:00:00Z'), new Date('2026-12-27T10:00:00Z'), uk)).toBe(0);
    expect(businessMinutesBetween(new Date('2026-12-29T10:00:00Z'), new Date('2026-12-29T09:00:00Z'), uk)).toBe(0);
  });

  it('says so, rather than looping, of a calendar with no working day', () => {
    expect(() => dueAfter(new Date(), { ...uk, workdays: [] })).toThrow(/no working day/);
  });
});
