import { TZDate } from '@date-fns/tz';
import { OFFICES } from '../enquiries/calendars';
import type { ReceivedMail } from './smtp';

/** For the reminders' tests (enquiries/reminders*.test.ts): a plain week in London, and the reminders a mail server received. */

const DAY = 86_400_000;
const ZONE = 'Europe/London';

/** A local day as the calendars key it: `YYYY-MM-DD`. */
const localDay = (day: TZDate) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * The first week from `from` whose Monday, Tuesday and Wednesday are no bank holiday: `at(offset,
 * hour)` is `hour`:00 in London on the day `offset` (0 Monday to 2 Wednesday), `day(offset)` that
 * day's date. A test reads the same whichever week it lands in.
 */
export function londonWeek(from: number) {
  for (let at = new TZDate(from, ZONE); ; at = new TZDate(at.getTime() + DAY, ZONE)) {
    const days = [0, 1, 2].map((offset) => new TZDate(at.getFullYear(), at.getMonth(), at.getDate() + offset, ZONE));
    if (at.getDay() === 1 && days.every((day) => !OFFICES.uk.library(day.getFullYear()).has(localDay(day)))) {
      const monday = at;
      return {
        at: (offset: number, hour: number) =>
          new TZDate(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset, hour, 0, ZONE).getTime(),
        day: (offset: number) => localDay(days[offset] ?? monday),
      };
    }
  }
}

/** The reminders about the quote of `visitor` among `received`: to whom, and the text (quoted-printable undone). */
export const remindersIn = (received: ReceivedMail[], visitor: string) =>
  received
    .map((m) => ({
      to: m.to.join(', '),
      subject: /^Subject: (.*(?:\r\n\s.*)*)$/m.exec(m.raw)?.[1]?.replace(/\r\n\s+/g, ' ') ?? '',
      text: m.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    }))
    .filter((m) => m.subject === `Reply due in two business hours: quote request from ${visitor}`);
