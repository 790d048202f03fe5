import Holidays from 'date-holidays';
import { and, asc, eq } from 'drizzle-orm';
import type { Holiday, OfficeCalendar, OfficeRegion } from '../../schemas/enquiries';
import type { Executor } from '../db/types';
import { officeHolidays } from './tables';
import { CLOSES, OPENS, type BusinessCalendar } from './business-time';

/*
 * The offices' calendars: England and Wales (Europe/London, Monday to Friday, the bank holidays of
 * a kept library) and Nepal (Asia/Kathmandu, Sunday to Friday, the public holidays the owner adds:
 * no library holds them). Both open 09:00 to 17:30, local.
 */

interface Office {
  timeZone: string;
  workdays: readonly number[];
  /** The holidays a kept library knows for `year`, by local date. */
  library: (year: number) => Map<string, string>;
}

/** England and Wales's bank holidays (date-holidays, GB-ENG: public days, their substitutes included), kept per year once read. */
const england = (() => {
  const library = new Holidays('GB', 'ENG', { types: ['public', 'bank'] });
  const years = new Map<number, Map<string, string>>();
  return (year: number) => {
    let days = years.get(year);
    if (!days) {
      days = new Map((library.getHolidays(year) || []).map((holiday) => [holiday.date.slice(0, 10), holiday.name]));
      years.set(year, days);
    }
    return days;
  };
})();

const NONE = new Map<string, string>();

export const OFFICES: Record<OfficeRegion, Office> = {
  uk: { timeZone: 'Europe/London', workdays: [1, 2, 3, 4, 5], library: england },
  nepal: { timeZone: 'Asia/Kathmandu', workdays: [0, 1, 2, 3, 4, 5], library: () => NONE },
};

/** The office a quote form's region concerns: Nepal's form, Nepal; the UK's and the site-wide dialog, the UK. */
export const officeOfQuote = (region: string): OfficeRegion => (region === 'nepal' ? 'nepal' : 'uk');

/** The holidays the owner added for `region`, by date. */
async function ownerHolidays(db: Executor, region: OfficeRegion): Promise<Map<string, string>> {
  const rows = await db
    .select({ date: officeHolidays.date, name: officeHolidays.name })
    .from(officeHolidays)
    .where(eq(officeHolidays.region, region))
    .orderBy(asc(officeHolidays.date));
  return new Map(rows.map((row) => [row.date, row.name]));
}

/** The working time of `region` as the database holds its owner's holidays now. */
export async function officeCalendar(db: Executor, region: OfficeRegion): Promise<BusinessCalendar> {
  const office = OFFICES[region];
  const added = await ownerHolidays(db, region);
  return {
    timeZone: office.timeZone,
    workdays: office.workdays,
    opens: OPENS,
    closes: CLOSES,
    isHoliday: (date) => added.has(date) || office.library(Number(date.slice(0, 4))).has(date),
  };
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Each office's calendar as the admin shows it: its holidays of `year` and the next, and a warning when the next has none. */
export async function calendarsView(db: Executor, year: number): Promise<OfficeCalendar[]> {
  return Promise.all(
    (Object.keys(OFFICES) as OfficeRegion[]).map(async (region) => {
      const office = OFFICES[region];
      const added = await ownerHolidays(db, region);
      const inYears = (date: string) => date.startsWith(`${year}-`) || date.startsWith(`${year + 1}-`);
      const holidays: Holiday[] = [
        ...[year, year + 1].flatMap((each) =>
          [...office.library(each)].map(([date, name]) => ({ date, name, source: 'library' as const })),
        ),
        ...[...added].filter(([date]) => inYears(date)).map(([date, name]) => ({ date, name, source: 'owner' as const })),
      ].sort((a, b) => a.date.localeCompare(b.date));
      const nextYearEmpty = !holidays.some((holiday) => holiday.date.startsWith(`${year + 1}-`));
      return {
        region,
        timeZone: office.timeZone,
        workdays: [...office.workdays],
        hours: { opens: hhmm(OPENS), closes: hhmm(CLOSES) },
        holidays,
        ...(nextYearEmpty
          ? {
              warning: `No holiday is listed for ${year + 1} yet: add the office's public holidays, or due dates will count them as working days.`,
            }
          : {}),
      };
    }),
  );
}

/** Adds a holiday the owner named; false when the office has one that day already. */
export async function addHoliday(tx: Executor, region: OfficeRegion, holiday: { date: string; name: string }, by: string | null) {
  const added = await tx
    .insert(officeHolidays)
    .values({ region, ...holiday, addedBy: by })
    .onConflictDoNothing()
    .returning({ date: officeHolidays.date });
  return added.length > 0;
}

/** Removes a holiday the owner added; false when there was none that day. */
export async function removeHoliday(tx: Executor, region: OfficeRegion, date: string) {
  const removed = await tx
    .delete(officeHolidays)
    .where(and(eq(officeHolidays.region, region), eq(officeHolidays.date, date)))
    .returning({ date: officeHolidays.date });
  return removed.length > 0;
}
