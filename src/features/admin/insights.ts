import { call } from '../../api/client';
import type { Answer } from '../../api/contract';

/** The insights as the API's document declares the answer of GET /api/admin/insights (src/schemas/insights.ts's shape). */
export type InsightsAnswer = Answer<'get', '/api/admin/insights'>;

/** The insights over `from` to `to` (UTC days, inclusive); either left out takes the server's default (the 30 days to today). */
export const fetchInsights = (range: { from?: string; to?: string } = {}) =>
  call.get('/api/admin/insights', {
    query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
  });
