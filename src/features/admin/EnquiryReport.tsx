import { BarChart } from '@mantine/charts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import styles from './EnquiryReport.module.css';
import { fetchEnquiryReport, type EnquiryReportAnswer } from './report';
import { DayRangeFields, Figure, FigureCards, figureStyles } from './Figures';

/*
 * The admin's Report (issue 61, "how well it is kept"): the figures of GET /api/admin/reports/enquiries
 * over a range of days. Its own chunk, loaded when the tab opens: the chart library is for this
 * screen only. Every chart says its figures in words beside it, and its table is one click away,
 * so a screen reader (and a phone too narrow for the bars) gets them all.
 */

const KINDS = [
  { name: 'quotes', label: 'Quote requests', one: 'quote request', color: 'blue.6' },
  { name: 'contacts', label: 'Contact messages', one: 'contact message', color: 'teal.6' },
  { name: 'applications', label: 'Job applications', one: 'job application', color: 'orange.6' },
] as const;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "4 May": a week by its Monday. */
const weekLabel = (monday: string) => dayFormat.format(new Date(`${monday}T00:00:00Z`));
const longDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));
/** A source as staff read it: the form's answer, or "Not given". */
const sourceLabel = (source: string) => source || 'Not given';
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const hours = (value: number) => `${value.toFixed(1)} business ${value === 1 ? 'hour' : 'hours'}`;

/** The report's three figures: the first reply's median and 90th percentile, and the promise kept. */
function Figures({ report }: { report: EnquiryReportAnswer }) {
  const { firstReply, withinPromise, promise } = report;
  const judged = promise.kept + promise.broken;
  return (
    <FigureCards>
      <Figure
        label="Time to first reply (median)"
        value={firstReply.medianHours === null ? 'No replies yet' : hours(firstReply.medianHours)}
        note={
          firstReply.count === 0
            ? 'No enquiry of these days has had a reply written in the admin.'
            : `Half of the ${plural(firstReply.count, 'reply', 'replies')} went within this.`
        }
      />
      <Figure
        label="Time to first reply (90th percentile)"
        value={firstReply.p90Hours === null ? 'No replies yet' : hours(firstReply.p90Hours)}
        note={firstReply.count === 0 ? 'Counted once there are replies.' : 'Nine replies in ten went within this.'}
      />
      <Figure
        label="Answered within one business day"
        value={withinPromise === null ? 'None due yet' : `${Math.round(withinPromise * 100)}%`}
        note={
          judged === 0
            ? 'No enquiry of these days has reached its due time.'
            : `${promise.kept} of ${judged} kept; ${plural(promise.broken, 'enquiry', 'enquiries')} answered late or still waiting past due.`
        }
      />
    </FigureCards>
  );
}

/** Enquiries per week, stacked by kind, with the same figures in words and in a table. */
function PerWeek({ weeks }: { weeks: EnquiryReportAnswer['weeks'] }) {
  const inWeek = (week: (typeof weeks)[number]) => KINDS.reduce((sum, kind) => sum + week.byKind[kind.name], 0);
  const totals = KINDS.map((kind) => weeks.reduce((sum, week) => sum + week.byKind[kind.name], 0));
  const busiest = weeks.reduce<(typeof weeks)[number] | undefined>(
    (most, week) => (inWeek(week) > (most ? inWeek(most) : 0) ? week : most),
    undefined,
  );
  const summary =
    `${plural(weeks.length, 'week')}: ` +
    KINDS.map((kind, index) => plural(totals[index] ?? 0, kind.one)).join(', ') +
    (busiest ? `. The busiest began on ${longDay(busiest.week)}, with ${inWeek(busiest)}.` : '. None arrived.');
  return (
    <section aria-labelledby="report-weeks" className={figureStyles.part}>
      <h3 id="report-weeks" className={figureStyles.heading}>
        Enquiries per week
      </h3>
      <p className={classes.muted}>{summary}</p>
      <div aria-hidden="true">
        <BarChart
          // The words and the table beside it are what a screen reader or a keyboard reads: the drawing takes no focus.
          barChartProps={{ accessibilityLayer: false }}
          h={260}
          data={weeks.map((week) => ({ week: weekLabel(week.week), ...week.byKind }))}
          dataKey="week"
          type="stacked"
          series={KINDS.map(({ name, label, color }) => ({ name, label, color }))}
          withLegend
          tickLine="y"
        />
      </div>
      <details>
        <summary>The weeks as a table</summary>
        <div className={styles.scroller}>
          <table className={`${classes.dataTable} ${styles.table}`}>
            <caption className={styles.caption}>Enquiries per week, by the Monday each week began on (UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                {KINDS.map((kind) => (
                  <th key={kind.name} scope="col">
                    {kind.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">{longDay(week.week)}</th>
                  {KINDS.map((kind) => (
                    <td key={kind.name}>{week.byKind[kind.name]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** Quote requests by "how did you hear about us", over the whole range, the most first. */
function BySource({ weeks }: { weeks: EnquiryReportAnswer['weeks'] }) {
  const totals = new Map<string, number>();
  for (const week of weeks)
    for (const [source, count] of Object.entries(week.bySource)) totals.set(source, (totals.get(source) ?? 0) + count);
  const rows = [...totals]
    .map(([source, count]) => ({ source: sourceLabel(source), count }))
    .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
  return (
    <section aria-labelledby="report-sources" className={figureStyles.part}>
      <h3 id="report-sources" className={figureStyles.heading}>
        How quote requests heard about us
      </h3>
      {rows.length === 0 ? (
        <p className={classes.muted}>No quote request arrived on these days.</p>
      ) : (
        <>
          <div aria-hidden="true">
            <BarChart
              barChartProps={{ accessibilityLayer: false }}
              h={Math.max(120, rows.length * 40)}
              data={rows}
              dataKey="source"
              orientation="vertical"
              series={[{ name: 'count', label: 'Quote requests', color: 'blue.6' }]}
              yAxisProps={{ width: 110 }}
            />
          </div>
          <ul className={styles.list} aria-label="Quote requests by how they heard about us">
            {rows.map((row) => (
              <li key={row.source}>
                {row.source}: {row.count}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** What is new or open now, by who holds it. */
function OpenNow({ open }: { open: EnquiryReportAnswer['openByAssignee'] }) {
  return (
    <section aria-labelledby="report-open" className={figureStyles.part}>
      <h3 id="report-open" className={figureStyles.heading}>
        Open now, by assignee
      </h3>
      <p className={classes.muted}>New or open today, whenever they arrived.</p>
      {open.length === 0 ? (
        <p>Nothing is waiting.</p>
      ) : (
        <ul className={styles.list} aria-label="Open enquiries by assignee">
          {open.map((row) => (
            <li key={row.assignee?.id ?? 'nobody'}>
              {row.assignee ? row.assignee.name : 'Nobody yet'}: {row.count}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The enquiry report for whoever reads the inbox: two days (the server's default, the twelve weeks
 * to today, until someone picks others), and the figures of those days.
 */
export default function EnquiryReport() {
  const [range, setRange] = useState({ from: '', to: '' });
  const [report, setReport] = useState<EnquiryReportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  // The latest ask only: an earlier answer arriving late is dropped.
  const asked = useRef(0);
  const read = useCallback((wanted: { from?: string; to?: string }) => {
    const ask = ++asked.current;
    fetchEnquiryReport(wanted).then(
      (answer) => {
        if (ask !== asked.current) return;
        setReport(answer);
        setRange({ from: answer.from, to: answer.to });
        setError(null);
        setBusy(false);
      },
      (failure: unknown) => {
        if (ask !== asked.current) return;
        setError(errorMessage(failure, 'The report could not be read. Please try again.'));
        setBusy(false);
      },
    );
  }, []);
  useEffect(() => read({}), [read]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    read(range);
  };
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title" className={classes.sectionTitle}>
        Enquiry report
      </h2>
      <p className={classes.muted}>
        How soon enquiries are answered, in each office's business hours, and how often within the one business day promised. Days
        are UTC; spam is never counted.
      </p>
      <form className={classes.exportRow} aria-label="Days to report on" onSubmit={submit}>
        <DayRangeFields range={range} onChange={setRange} />
        <AppButton type="submit" size="sm" loading={busy}>
          Show the report
        </AppButton>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {report && (
        <div aria-busy={busy}>
          <p className={figureStyles.range} role="status">
            {longDay(report.from)} to {longDay(report.to)}
          </p>
          <Figures report={report} />
          <PerWeek weeks={report.weeks} />
          <BySource weeks={report.weeks} />
          <OpenNow open={report.openByAssignee} />
        </div>
      )}
    </section>
  );
}
