import { call } from '../../api/client';
import type { Answer } from '../../api/contract';

/** The enquiry report as the API's document declares the answer of GET /api/admin/reports/enquiries. */
export type EnquiryReportAnswer = Answer<'get', '/api/admin/reports/enquiries'>;

/** The report over `from` to `to` (UTC days, inclusive); either left out takes the server's default (the twelve weeks to today). */
export const fetchEnquiryReport = (range: { from?: string; to?: string } = {}) =>
  call.get('/api/admin/reports/enquiries', {
    query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
  });
