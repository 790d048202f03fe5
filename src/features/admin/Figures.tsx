import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Admin.module.css';
import styles from './Figures.module.css';

/*
 * What the admin's figures screens share (the Report, EnquiryReport.tsx; the Insights,
 * InsightsDashboard.tsx): the two dates of the days shown, and headline figures as cards, each
 * with what it means. Their styles are Figures.module.css's, exported for the parts' headings too.
 */

export { styles as figureStyles };

/** A range of UTC days, YYYY-MM-DD each ('' until typed). */
export type DayRange = { from: string; to: string };

/** The two dates of a range, each bounded by the other. */
export function DayRangeFields({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  return (
    <>
      <TextInput
        type="date"
        label="From"
        required
        value={range.from}
        max={range.to || undefined}
        onChange={(event) => onChange({ ...range, from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        required
        value={range.to}
        min={range.from || undefined}
        onChange={(event) => onChange({ ...range, to: event.currentTarget.value })}
      />
    </>
  );
}

/** Headline figures: cards that wrap onto a phone. */
export function FigureCards({ children }: { children: ReactNode }) {
  return <dl className={styles.figures}>{children}</dl>;
}

/** A figure and what it means: a card of its own. */
export function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={classes.muted}>{note}</dd>
    </div>
  );
}
