import { z } from 'zod';

/*
 * The site's insights (issue 62; server/insights/): page views counted without cookies or stored
 * identifiers, what they led to, what visitors searched for and which addresses gave a 404. The
 * definitions are the fields' descriptions, so the API's document (docs/openapi.json) says them too.
 */

/** The longest range the insights cover at once, in days: two years, a leap day included. */
export const INSIGHTS_MAX_DAYS = 731;
/** The days covered when no `from` is given: `to` and the 29 before it. */
export const INSIGHTS_DEFAULT_DAYS = 30;
/** The most rows each list of the answer holds (pages, referrers, searches, ...): the top ones. */
export const INSIGHTS_LIST_LIMIT = 50;

/** A day that exists, YYYY-MM-DD, from 1970 on. */
const insightsDay = (name: string) =>
  z.iso
    .date({ error: `${name} must be a date that exists, as YYYY-MM-DD` })
    .refine((value) => value >= '1970-01-01', `${name} must be 1970 or later`);

/** GET /api/admin/insights's query. Its range's own rules (order, length) are the route's: a 422. */
export const InsightsQuerySchema = z.object({
  from: insightsDay('from')
    .optional()
    .meta({
      description: `The first day, YYYY-MM-DD (UTC), inclusive. Default: ${INSIGHTS_DEFAULT_DAYS - 1} days before \`to\`.`,
    }),
  to: insightsDay('to')
    .optional()
    .meta({ description: "The last day, YYYY-MM-DD (UTC), inclusive. Default: today, by the server's clock." }),
});

const count = z.number().int();
const visitors = count.meta({
  description:
    "Unique visitors, day by day: a visitor is known only within one UTC day (the salt of their hash changes daily), so a range's figure is the sum of each day's.",
});

export const InsightsSchema = z.object({
  from: z.string().meta({ description: 'The first day covered, YYYY-MM-DD: as asked, or the default.' }),
  to: z.string().meta({ description: 'The last day covered, YYYY-MM-DD: as asked, or the default.' }),
  siteHost: z.string().meta({
    description: "The site's own host (PUBLIC_URL's): a 404's referrer that is this host is a broken link on the site itself.",
  }),
  visitors,
  pageviews: count.meta({ description: 'Page views in the range.' }),
  enquiries: count.meta({
    description: 'Enquiries (quotes, contact messages, applications; never spam) that arrived in the range.',
  }),
  days: z.array(z.object({ date: z.string(), visitors: count, pageviews: count })).meta({
    description: 'Every day of the range, oldest first, the empty ones included. Today counts what has arrived so far.',
  }),
  pages: z
    .array(
      z.object({
        path: z.string(),
        pageviews: count,
        visitors,
        enquiries: count.meta({
          description: 'Enquiries in the range from visitors who landed on this page that day (their first page of the day).',
        }),
        formEnquiries: count.meta({ description: 'Enquiries in the range sent from a form on this page.' }),
      }),
    )
    .meta({
      description: `The pages with the most page views, at most ${INSIGHTS_LIST_LIMIT}, then any page with enquiries but fewer views. A page's conversion is its enquiries (of visitors who landed on it) ÷ its visitors.`,
    }),
  referrers: z
    .array(z.object({ host: z.string(), visitors, pageviews: count }))
    .meta({ description: `Other websites visitors came from, by visitors, at most ${INSIGHTS_LIST_LIMIT}.` }),
  campaigns: z
    .array(
      z.object({
        tag: z
          .enum(['source', 'medium', 'campaign'])
          .meta({ description: 'Which utm_* tag: utm_source, utm_medium or utm_campaign.' }),
        value: z.string(),
        visitors,
        pageviews: count,
      }),
    )
    .meta({ description: `The utm_* tags of the addresses visitors arrived by, by visitors, at most ${INSIGHTS_LIST_LIMIT}.` }),
  searches: z
    .array(
      z.object({
        query: z.string().meta({ description: 'What was searched for, in lower case with its spaces tidied.' }),
        count: count.meta({ description: 'How many times it was searched for in the range.' }),
        results: count.meta({ description: 'How many results its latest search found.' }),
      }),
    )
    .meta({
      description: `Searches on the site's search page: the ones that found nothing first, then by count, at most ${INSIGHTS_LIST_LIMIT}.`,
    }),
  notFound: z
    .array(
      z.object({
        path: z.string(),
        count: count.meta({ description: 'Requests for it in the range that were answered with the 404 page.' }),
        referrers: z.array(z.string()).meta({
          description:
            "The hosts of the pages that linked to it, most first; this site's own host means a broken link on the site itself.",
        }),
      }),
    )
    .meta({ description: `Addresses that gave the 404 page, most requested first, at most ${INSIGHTS_LIST_LIMIT}.` }),
});
export type Insights = z.output<typeof InsightsSchema>;
