import { AreaChart } from '@mantine/charts';
import { useState, type FormEvent } from 'react';
import type { Insights } from '../../schemas/insights';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import styles from './InsightsDashboard.module.css';
import { Campaigns, NotFound, Part, Referrers, Searches, Table, TopPages } from './InsightsTables';
import { conversion, count, counted, longDay, shortDay } from './insightsText';
import { DayRangeFields, Figure, FigureCards, figureStyles } from './Figures';

/*
 * The admin's Insights (issue 62): one answer of GET /api/admin/insights drawn for staff who are not
 * developers. The days to show, four headline figures, visitors and page views day by day, then the
 * lists. It fetches nothing itself (Insights.tsx does), so a story or a test gives it any answer.
 * The chart says its figures in words beside it and its table is one click away, as the Report's do.
 */

type Range = { from: string; to: string };

export interface InsightsDashboardProps {
  /** The answer shown; null until the first one arrives. */
  data: Insights | null;
  /** Asks for other days (UTC, inclusive); the answer comes back as `data`. */
  onAsk: (range: Range) => void;
  /** An ask is under way: its button spins, and what is shown is marked busy. Default: false. */
  busy?: boolean;
  /** Why the latest ask failed, in words; the answer shown before stays under it. Default: none. */
  error?: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The UTC day `days` before `day`. */
const before = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) - days * DAY);
/** The day after the same day a year before: with `day`, twelve months. */
const yearTo = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return dayOf(date.getTime() + DAY);
};

/** The quick choices: each ends today (UTC, as the server's days do). */
const QUICK = [
  { label: 'Last 7 days', from: (today: string) => before(today, 6) },
  { label: 'Last 30 days', from: (today: string) => before(today, 29) },
  { label: 'Last 12 months', from: yearTo },
] as const;

/**
 * The days to show: two dates and a button, or one of the quick choices. Keyed by the answer's
 * range, so it shows the days of each new answer, and keeps what was typed when an ask fails.
 */
function RangeForm({ shown, busy, onAsk }: { shown: Range | null; busy: boolean; onAsk: (range: Range) => void }) {
  const [range, setRange] = useState<Range>(shown ?? { from: '', to: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAsk(range);
  };
  return (
    <form className={classes.exportRow} aria-label="Days to show" onSubmit={submit}>
      <DayRangeFields range={range} onChange={setRange} />
      <AppButton type="submit" size="sm" loading={busy}>
        Show these days
      </AppButton>
      <div className={styles.quick} role="group" aria-label="Quick choices">
        {QUICK.map((choice) => (
          <AppButton
            key={choice.label}
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => {
              const today = dayOf(Date.now());
              onAsk({ from: choice.from(today), to: today });
            }}
          >
            {choice.label}
          </AppButton>
        ))}
      </div>
    </form>
  );
}

/** The range's four headline figures. */
function Figures({ data }: { data: Insights }) {
  const { visitors, pageviews, enquiries } = data;
  // Only the enquiries of visitors the site counted (a landing page known) can be set against its
  // visitors: one sent with Do Not Track, say, has no visit counted, and would lift the share past the truth.
  const landed = data.pages.reduce((sum, page) => sum + page.enquiries, 0);
  return (
    <FigureCards>
      <Figure
        label="Visitors"
        value={count(visitors)}
        note="Counted day by day: someone who comes back on another day counts again."
      />
      <Figure
        label="Page views"
        value={count(pageviews)}
        note={
          visitors === 0
            ? 'Pages shown to visitors.'
            : `${(pageviews / visitors).toLocaleString('en-GB', { maximumFractionDigits: 1 })} pages per visitor.`
        }
      />
      <Figure
        label="Enquiries"
        value={count(enquiries)}
        note="Quote requests, contact messages and job applications; never spam."
      />
      <Figure
        label="Conversion"
        value={conversion(landed, visitors)}
        note={
          visitors === 0
            ? 'Counted once there are visitors.'
            : `Enquiries from visitors the site counted (${count(landed)}) ÷ visitors.`
        }
      />
    </FigureCards>
  );
}

/** Visitors and page views each day, as an area chart, in words and as a table. */
function OverTime({ days, visitors, pageviews }: Pick<Insights, 'days' | 'visitors' | 'pageviews'>) {
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (most, day) => (day.visitors > (most?.visitors ?? 0) ? day : most),
    undefined,
  );
  return (
    <Part id="insights-days" title="Visitors and page views per day">
      {pageviews === 0 || !busiest ? (
        <p>No page views counted in these days yet.</p>
      ) : (
        <>
          <p className={classes.muted}>
            {counted(days.length, 'day')}: {counted(visitors, 'visitor')} and {counted(pageviews, 'page view')}. The busiest was{' '}
            {longDay(busiest.date)}, with {counted(busiest.visitors, 'visitor')}.
          </p>
          <div aria-hidden="true">
            <AreaChart
              // The words and the table beside it are what a screen reader or a keyboard reads: the drawing takes no focus.
              areaChartProps={{ accessibilityLayer: false }}
              h={260}
              data={days.map((day) => ({ ...day, day: shortDay(day.date) }))}
              dataKey="day"
              series={[
                { name: 'visitors', label: 'Visitors', color: 'blue.6' },
                { name: 'pageviews', label: 'Page views', color: 'teal.6' },
              ]}
              curveType="linear"
              // A dot a day while there is room for one.
              withDots={days.length <= 31}
              withLegend
              tickLine="y"
            />
          </div>
          <details>
            <summary>The days as a table</summary>
            <Table
              caption="Visitors and page views per day (UTC)"
              rows={days}
              rowKey={(day) => day.date}
              columns={[
                { label: 'Day', cell: (day) => longDay(day.date) },
                { label: 'Visitors', cell: (day) => count(day.visitors) },
                { label: 'Page views', cell: (day) => count(day.pageviews) },
              ]}
            />
          </details>
        </>
      )}
    </Part>
  );
}

/** One answer of the insights, with the form that asks for another. */
export function InsightsDashboard({ data, onAsk, busy = false, error = null }: InsightsDashboardProps) {
  const shown = data && { from: data.from, to: data.to };
  return (
    <section aria-labelledby="insights-title">
      <h2 id="insights-title" className={classes.sectionTitle}>
        Insights
      </h2>
      <p className={classes.muted}>
        Who visits the site and what it leads to. Page views are counted without cookies, and nothing that identifies a visitor is
        kept: someone is recognised within one day only. Days are UTC (UK winter time).
      </p>
      <RangeForm key={shown ? `${shown.from}/${shown.to}` : ''} shown={shown} busy={busy} onAsk={onAsk} />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {data && (
        <div aria-busy={busy}>
          <p className={figureStyles.range} role="status">
            {longDay(data.from)} to {longDay(data.to)}
          </p>
          <Figures data={data} />
          <OverTime days={data.days} visitors={data.visitors} pageviews={data.pageviews} />
          <TopPages pages={data.pages} />
          <div className={styles.pair}>
            <Referrers referrers={data.referrers} />
            <Campaigns campaigns={data.campaigns} />
          </div>
          <Searches searches={data.searches} />
          <NotFound notFound={data.notFound} siteHost={data.siteHost} />
        </div>
      )}
    </section>
  );
}
