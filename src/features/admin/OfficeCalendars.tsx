import { NativeSelect, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client';
import type { OfficeCalendar, OfficeRegion } from '../../schemas/enquiries';
import { useCan } from '../../stores/auth';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import { addHoliday, fetchCalendars, removeHoliday } from './inbox';
import classes from './Admin.module.css';

const OFFICE_NAMES: Record<OfficeRegion, string> = { uk: 'UK office', nepal: 'Nepal office' };
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Monday to Friday": the first and last working day of the week, in order from the first. */
const week = (workdays: number[]) => `${DAY_NAMES[workdays[0] ?? 1]} to ${DAY_NAMES[workdays.at(-1) ?? 5]}`;

/** One office's holidays, the owner's removable by the owner. */
function Holidays({ calendar, owner, changed }: { calendar: OfficeCalendar; owner: boolean; changed: () => void }) {
  const remove = async (date: string) => {
    try {
      await removeHoliday(calendar.region, date);
      changed();
    } catch (error) {
      void toast({ message: errorMessage(error, 'The holiday was not removed'), variant: 'error' });
    }
  };
  return (
    <details>
      <summary>
        {OFFICE_NAMES[calendar.region]}: {week(calendar.workdays)}, {calendar.hours.opens} to {calendar.hours.closes} (
        {calendar.timeZone})
      </summary>
      {calendar.holidays.length === 0 && <p className={classes.muted}>No holiday listed this year or next.</p>}
      <ul className={classes.holidays} aria-label={`${OFFICE_NAMES[calendar.region]}: holidays`}>
        {calendar.holidays.map((holiday) => (
          <li key={holiday.date}>
            <time dateTime={holiday.date}>{dayFormat.format(new Date(`${holiday.date}T00:00:00Z`))}</time> {holiday.name}
            {holiday.source === 'library' ? (
              <span className={classes.muted}> (bank holiday)</span>
            ) : (
              owner && (
                <AppButton size="compact-xs" variant="outline" ml="xs" onClick={() => void remove(holiday.date)}>
                  Remove
                </AppButton>
              )
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The owner's form: a day an office does not work, which due times then count around. */
function AddHoliday({ added }: { added: () => void }) {
  const [region, setRegion] = useState<OfficeRegion>('nepal');
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await addHoliday(region, date, name);
      setDate('');
      setName('');
      added();
    } catch (error) {
      void toast({ message: errorMessage(error, 'The holiday was not added'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={classes.exportRow} aria-label="Add a holiday" onSubmit={(event) => void submit(event)}>
      <NativeSelect
        label="Office"
        value={region}
        data={(Object.keys(OFFICE_NAMES) as OfficeRegion[]).map((value) => ({ value, label: OFFICE_NAMES[value] }))}
        onChange={(event) => setRegion(event.currentTarget.value as OfficeRegion)}
      />
      <TextInput type="date" label="Day" required value={date} onChange={(event) => setDate(event.currentTarget.value)} />
      <TextInput label="Holiday" required maxLength={120} value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <AppButton type="submit" size="sm" loading={busy}>
        Add the holiday
      </AppButton>
    </form>
  );
}

/**
 * The offices' calendars that "an answer within one business day" is counted in: their hours and
 * holidays, a warning while next year has none (Nepal's are announced each year), and for the owner
 * a form to add the days no library knows.
 */
export function OfficeCalendars() {
  const owner = useCan('calendars');
  const [calendars, setCalendars] = useState<OfficeCalendar[] | null>();
  const read = useCallback(() => {
    fetchCalendars().then(setCalendars, () => setCalendars(null));
  }, []);
  useEffect(read, [read]);
  if (!calendars) return calendars === null ? <p role="alert">The offices' calendars could not be read.</p> : null;
  return (
    <section aria-labelledby="calendars-title" className={classes.calendars}>
      <h3 id="calendars-title" className={classes.cardTitle}>
        Office calendars
      </h3>
      <p className={classes.muted}>
        An enquiry is due one working day after it arrives, in the hours and holidays of the office it concerns.
      </p>
      {calendars
        .filter((calendar) => calendar.warning)
        .map((calendar) => (
          <div key={calendar.region} className={classes.warning} role="status">
            <p>
              <strong>{OFFICE_NAMES[calendar.region]}: holidays missing.</strong> No holiday is listed for next year yet: until
              the office's public holidays are added, due times count them as working days.{' '}
              {owner ? 'Add them below.' : 'The owner adds them here.'}
            </p>
          </div>
        ))}
      {calendars.map((calendar) => (
        <Holidays key={calendar.region} calendar={calendar} owner={owner} changed={read} />
      ))}
      {owner && <AddHoliday added={read} />}
    </section>
  );
}
