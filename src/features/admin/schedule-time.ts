/**
 * The administrator enters and reads a scheduled time in their own time zone (the browser's); the
 * API takes and gives it in UTC. `<input type="datetime-local">` speaks "YYYY-MM-DDTHH:mm" local time.
 */

/** The browser's time zone, named for the field's description (e.g. "Europe/London"). */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An ISO instant as the local "YYYY-MM-DDTHH:mm" a datetime-local field shows. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as the UTC instant the API stores, or null when it is no time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  // Without an offset, Date reads a date-time as local time: exactly what the field means.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
