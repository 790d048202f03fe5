import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/client';
import { fetchInsights, type InsightsAnswer } from './insights';
import { InsightsDashboard } from './InsightsDashboard';

/**
 * The Insights tab: the server's default days (the 30 to today) until someone picks others, and
 * the dashboard of the latest answer. Its own chunk with the chart library, as the Report is
 * (AdminScreen.tsx).
 */
export default function Insights() {
  const [insights, setInsights] = useState<InsightsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  // The latest ask only: an earlier answer arriving late is dropped.
  const asked = useRef(0);
  const read = useCallback((wanted: { from?: string; to?: string }) => {
    const ask = ++asked.current;
    fetchInsights(wanted).then(
      (answer) => {
        if (ask !== asked.current) return;
        setInsights(answer);
        setError(null);
        setBusy(false);
      },
      (failure: unknown) => {
        if (ask !== asked.current) return;
        setError(errorMessage(failure, 'The insights could not be read. Please try again.'));
        setBusy(false);
      },
    );
  }, []);
  useEffect(() => read({}), [read]);
  const ask = (range: { from: string; to: string }) => {
    setBusy(true);
    read(range);
  };
  return <InsightsDashboard data={insights} busy={busy} error={error} onAsk={ask} />;
}
