import { TZDate } from '@date-fns/tz';

/*
 * Time as an office works it: its time zone, its working days, its hours and its holidays. The
 * promise to answer "within one business day" is kept in these hours, not in the clock's: a quote
 * that arrives on a Thursday afternoon before Christmas is due the next working Tuesday.
 */

/** An office's working time. Days are local calendar dates, `YYYY-MM-DD`. */
export interface BusinessCalendar {
  timeZone: string;
  /** Working days of the week, 0 Sunday to 6 Saturday. */
  workdays: readonly number[];
  /** Opening and closing, local, in minutes after midnight. */
  opens: number;
  closes: number;
  /** Whether the local date is a holiday. */
  isHoliday: (date: string) => boolean;
}

/** 09:00 to 17:30: the offices' hours, and so the length of a business day. */
export const OPENS = 9 * 60;
export const CLOSES = 17 * 60 + 30;
export const BUSINESS_DAY_MINUTES = CLOSES - OPENS;

const MINUTE = 60_000;

/** The local date of `day`, as the calendar's holidays are keyed. */
const localDate = (day: TZDate) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** The local day `offset` days from `day`'s, at `minutes` after midnight there (a DST day keeps its local hours). */
const dayAt = (day: TZDate, offset: number, minutes: number, timeZone: string) =>
  new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + offset, Math.floor(minutes / 60), minutes % 60, timeZone);

const isWorkday = (day: TZDate, calendar: BusinessCalendar) =>
  calendar.workdays.includes(day.getDay()) && !calendar.isHoliday(localDate(day));

/**
 * The working hours of the local day of `at` from `at` on: [from, until), or null when that day
 * has none left (a day off, a holiday, or past closing).
 */
function hoursLeft(at: TZDate, calendar: BusinessCalendar): [number, number] | null {
  if (!isWorkday(at, calendar)) return null;
  const opens = dayAt(at, 0, calendar.opens, calendar.timeZone).getTime();
  const closes = dayAt(at, 0, calendar.closes, calendar.timeZone).getTime();
  const from = Math.max(at.getTime(), opens);
  return from < closes ? [from, closes] : null;
}

/** The moment `minutes` of working time after `start`, counted from the next opening when `start` is outside hours. */
export function addBusinessMinutes(start: Date, minutes: number, calendar: BusinessCalendar): Date {
  let at = new TZDate(start.getTime(), calendar.timeZone);
  let left = minutes * MINUTE;
  // Ten years of days off would be a calendar with no working day: said, not looped over for ever.
  for (let days = 0; days < 3660; days++) {
    const hours = hoursLeft(at, calendar);
    if (hours) {
      const [from, until] = hours;
      if (left <= until - from) return new Date(from + left);
      left -= until - from;
    }
    at = dayAt(at, 1, 0, calendar.timeZone);
  }
  throw new Error(`The calendar of ${calendar.timeZone} has no working day in ten years.`);
}

/**
 * The working hours of the local day of `at` up to `at`: [from, until), or null when that day has
 * none before it (a day off, a holiday, or before opening).
 */
function hoursBefore(at: TZDate, calendar: BusinessCalendar): [number, number] | null {
  if (!isWorkday(at, calendar)) return null;
  const opens = dayAt(at, 0, calendar.opens, calendar.timeZone).getTime();
  const closes = dayAt(at, 0, calendar.closes, calendar.timeZone).getTime();
  const until = Math.min(at.getTime(), closes);
  return opens < until ? [opens, until] : null;
}

/**
 * The moment `minutes` of working time before `end`, counted back from the last closing when `end`
 * is outside hours. Of two such moments (a day's opening and the closing before it) the later: a
 * reminder is better read as the office opens than as it closes the evening before.
 */
export function subtractBusinessMinutes(end: Date, minutes: number, calendar: BusinessCalendar): Date {
  let at = new TZDate(end.getTime(), calendar.timeZone);
  let left = minutes * MINUTE;
  for (let days = 0; days < 3660; days++) {
    const hours = hoursBefore(at, calendar);
    if (hours) {
      const [from, until] = hours;
      if (left <= until - from) return new Date(until - left);
      left -= until - from;
    }
    // The day before, at its closing: the latest working moment it can have.
    at = dayAt(at, -1, calendar.closes, calendar.timeZone);
  }
  throw new Error(`The calendar of ${calendar.timeZone} has no working day in ten years.`);
}

/** The working time between `from` and `to`, in minutes (0 when `to` is not later). */
export function businessMinutesBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  let at = new TZDate(from.getTime(), calendar.timeZone);
  let total = 0;
  while (at.getTime() < to.getTime()) {
    const hours = hoursLeft(at, calendar);
    if (hours) total += Math.max(0, Math.min(hours[1], to.getTime()) - hours[0]);
    at = dayAt(at, 1, 0, calendar.timeZone);
  }
  return total / MINUTE;
}

/** When an enquiry that arrived at `arrived` is due: one business day later. */
export const dueAfter = (arrived: Date, calendar: BusinessCalendar) =>
  addBusinessMinutes(arrived, BUSINESS_DAY_MINUTES, calendar);

/**
 * The working hours from the local day of `from` to `to`, as [opens, closes] epoch milliseconds in
 * order: what businessMinutesBetween walks, laid out once, so many spans over the same days (the
 * report's thousands of replies) are counted against it instead of walking the calendar each time.
 */
export function workingIntervals(from: Date, to: Date, calendar: BusinessCalendar): [number, number][] {
  const intervals: [number, number][] = [];
  for (let at = new TZDate(from.getTime(), calendar.timeZone); at.getTime() < to.getTime();) {
    const day = dayAt(at, 0, 0, calendar.timeZone);
    if (isWorkday(day, calendar))
      intervals.push([
        dayAt(day, 0, calendar.opens, calendar.timeZone).getTime(),
        dayAt(day, 0, calendar.closes, calendar.timeZone).getTime(),
      ]);
    at = dayAt(at, 1, 0, calendar.timeZone);
  }
  return intervals;
}

/** How long before its due time an enquiry still waiting for a reply is reminded of: two business hours. */
export const REMIND_BEFORE_MINUTES = 2 * 60;

/** When an enquiry due at `due` is reminded of: two business hours before, in the same calendar. */
export const remindBefore = (due: Date, calendar: BusinessCalendar) =>
  subtractBusinessMinutes(due, REMIND_BEFORE_MINUTES, calendar);
