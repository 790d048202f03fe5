import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  BUSINESS_DAY_MINUTES,
  businessMinutesBetween,
  CLOSES,
  dueAfter,
  OPENS,
  remindBefore,
  REMIND_BEFORE_MINUTES,
  subtractBusinessMinutes,
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

describe('the reminder, two business hours before the due time', () => {
  const remind = (due: string, calendar = uk) => remindBefore(new Date(due), calendar).toISOString();

  it('falls two hours earlier the same day when the day has them', () => {
    // The Christmas Eve quote, due Tuesday 29 December 2026 at 15:00 in London.
    expect(remind('2026-12-29T15:00:00Z')).toBe('2026-12-29T13:00:00.000Z');
    // Due at closing: 15:30.
    expect(remind('2026-11-30T17:30:00Z')).toBe('2026-11-30T15:30:00.000Z');
  });

  it('falls at opening, not at the closing the evening before, when two hours are all the morning has', () => {
    expect(remind('2026-12-01T11:00:00Z')).toBe('2026-12-01T09:00:00.000Z');
  });

  it('takes the rest from the working day before: due Tuesday 09:30, reminded Monday 16:00', () => {
    // Half an hour of Tuesday morning, an hour and a half of Monday afternoon.
    expect(remind('2026-12-01T09:30:00Z')).toBe('2026-11-30T16:00:00.000Z');
  });

  it('goes back over a weekend: due Monday 10:00, reminded Friday 16:30', () => {
    expect(remind('2026-11-30T10:00:00Z')).toBe('2026-11-27T16:30:00.000Z');
  });

  it('goes back over bank holidays: due Tuesday 29 December 2026 at 09:30, reminded Thursday 24th at 16:00', () => {
    // Christmas on the Friday, the weekend, Boxing Day's substitute on the Monday.
    expect(remind('2026-12-29T09:30:00Z')).toBe('2026-12-24T16:00:00.000Z');
  });

  it("goes back over a holiday the owner added, in the office's own week and time zone", () => {
    // Nepal: due Monday 7 December 2026 at 10:00 in Kathmandu (04:15 UTC); that Sunday a holiday, the Saturday a day off.
    expect(remind('2026-12-07T04:15:00Z', calendarOf('nepal'))).toBe('2026-12-06T10:45:00.000Z');
    expect(remind('2026-12-07T04:15:00Z', calendarOf('nepal', ['2026-12-06']))).toBe('2026-12-04T10:45:00.000Z');
  });

  it('counts back from the last closing when the due time is outside the hours', () => {
    // Saturday noon: Friday's closing, less two hours.
    expect(remind('2026-11-28T12:00:00Z')).toBe('2026-11-27T15:30:00.000Z');
    // Monday before opening: the same.
    expect(remind('2026-11-30T08:00:00Z')).toBe('2026-11-27T15:30:00.000Z');
  });

  it('keeps local hours across the change to summer time', () => {
    // Due Monday 30 March 2026 at 09:30 BST (08:30 UTC): Friday 27th at 16:00 GMT.
    expect(remind('2026-03-30T08:30:00Z')).toBe('2026-03-27T16:00:00.000Z');
  });

  it('leaves exactly the two business hours between the reminder and every due time', () => {
    for (let arrived = Date.parse('2026-12-21T06:00:00Z'); arrived < Date.parse('2027-01-06T00:00:00Z'); arrived += 37 * 60_000) {
      const due = dueAfter(new Date(arrived), uk);
      const at = remindBefore(due, uk);
      expect(businessMinutesBetween(at, due, uk), due.toISOString()).toBe(REMIND_BEFORE_MINUTES);
      expect(at.getTime()).toBeLessThan(due.getTime());
    }
  });

  it('undoes addBusinessMinutes within the hours, and says so of a calendar with no working day', () => {
    const start = new Date('2026-12-23T11:20:00Z');
    for (const minutes of [1, 130, BUSINESS_DAY_MINUTES, 3 * BUSINESS_DAY_MINUTES + 7])
      expect(subtractBusinessMinutes(addBusinessMinutes(start, minutes, uk), minutes, uk).toISOString()).toBe(
        start.toISOString(),
      );
    expect(() => remindBefore(new Date(), { ...uk, workdays: [] })).toThrow(/no working day/);
  });
});
