import type { Insights } from '../../schemas/insights';

/*
 * The insights of a small IT firm's site over the 30 days to 15 January 2026 (Storybook's "today"):
 * a quiet Christmas, a busy return in January, a newsletter campaign, searches for what the site
 * does not cover yet, and the 404s a live site collects: its own stale links and scanners' guesses.
 */

/** The site's own host, as a referrer of a broken link: "this site". */
const siteHost = 'www.nexlinkit.co.uk';

/** Each day as [date, visitors, page views]; the 15th counts what had arrived by noon. */
const daily: [string, number, number][] = [
  ['2025-12-17', 42, 104],
  ['2025-12-18', 45, 117],
  ['2025-12-19', 39, 92],
  ['2025-12-20', 15, 31],
  ['2025-12-21', 12, 22],
  ['2025-12-22', 33, 71],
  ['2025-12-23', 28, 60],
  ['2025-12-24', 11, 19],
  ['2025-12-25', 6, 9],
  ['2025-12-26', 8, 13],
  ['2025-12-27', 9, 15],
  ['2025-12-28', 10, 18],
  ['2025-12-29', 18, 37],
  ['2025-12-30', 21, 44],
  ['2025-12-31', 14, 26],
  ['2026-01-01', 9, 14],
  ['2026-01-02', 26, 58],
  ['2026-01-03', 17, 33],
  ['2026-01-04', 15, 29],
  ['2026-01-05', 51, 133],
  ['2026-01-06', 58, 149],
  ['2026-01-07', 55, 138],
  ['2026-01-08', 49, 121],
  ['2026-01-09', 44, 103],
  ['2026-01-10', 19, 40],
  ['2026-01-11', 16, 33],
  ['2026-01-12', 61, 158],
  ['2026-01-13', 57, 144],
  ['2026-01-14', 52, 131],
  ['2026-01-15', 23, 55],
];
const days = daily.map(([date, visitors, pageviews]) => ({ date, visitors, pageviews }));

const january: Insights = {
  siteHost,
  from: '2025-12-17',
  to: '2026-01-15',
  // The headline figures are the days' sums, as the server's are.
  visitors: days.reduce((sum, day) => sum + day.visitors, 0),
  pageviews: days.reduce((sum, day) => sum + day.pageviews, 0),
  enquiries: 14,
  days,
  pages: [
    { path: '/', pageviews: 640, visitors: 402, enquiries: 4, formEnquiries: 0 },
    { path: '/it-support', pageviews: 312, visitors: 198, enquiries: 5, formEnquiries: 1 },
    { path: '/wordpress-development', pageviews: 188, visitors: 121, enquiries: 2, formEnquiries: 1 },
    { path: '/cloud-migration', pageviews: 141, visitors: 96, enquiries: 1, formEnquiries: 0 },
    { path: '/blog/vpn', pageviews: 133, visitors: 117, enquiries: 0, formEnquiries: 0 },
    { path: '/quote', pageviews: 97, visitors: 61, enquiries: 1, formEnquiries: 7 },
    { path: '/connect', pageviews: 74, visitors: 52, enquiries: 0, formEnquiries: 3 },
    { path: '/network-design', pageviews: 63, visitors: 44, enquiries: 1, formEnquiries: 0 },
    { path: '/career', pageviews: 58, visitors: 40, enquiries: 0, formEnquiries: 1 },
    { path: '/blog/aws', pageviews: 41, visitors: 37, enquiries: 0, formEnquiries: 0 },
  ],
  referrers: [
    { host: 'www.google.com', visitors: 310, pageviews: 540 },
    { host: 'www.bing.com', visitors: 44, pageviews: 81 },
    { host: 'www.linkedin.com', visitors: 38, pageviews: 66 },
    { host: 'duckduckgo.com', visitors: 21, pageviews: 35 },
    { host: 'l.facebook.com', visitors: 12, pageviews: 19 },
  ],
  campaigns: [
    { tag: 'source', value: 'newsletter', visitors: 64, pageviews: 102 },
    { tag: 'medium', value: 'email', visitors: 64, pageviews: 102 },
    { tag: 'campaign', value: 'january-it-health-check', visitors: 58, pageviews: 93 },
    { tag: 'campaign', value: 'winter-backup-offer', visitors: 37, pageviews: 53 },
    { tag: 'source', value: 'linkedin', visitors: 31, pageviews: 44 },
    { tag: 'medium', value: 'social', visitors: 31, pageviews: 44 },
  ],
  searches: [
    { query: 'sharepoint', count: 7, results: 0 },
    { query: 'nas backup', count: 4, results: 0 },
    { query: 'cyber essentials', count: 3, results: 0 },
    { query: 'office 365 migration', count: 9, results: 4 },
    { query: 'price', count: 6, results: 2 },
    { query: 'vpn', count: 3, results: 5 },
  ],
  notFound: [
    { path: '/wp-login.php', count: 41, referrers: [] },
    { path: '/services/it-support', count: 23, referrers: [siteHost, 'www.google.com'] },
    { path: '/blog/vpn-setup-guide', count: 9, referrers: ['www.linkedin.com'] },
    { path: '/pricing', count: 4, referrers: [siteHost] },
  ],
};

/** A new site's first days: every day present, nothing counted in them. */
const empty: Insights = {
  siteHost,
  from: '2026-01-09',
  to: '2026-01-15',
  visitors: 0,
  pageviews: 0,
  enquiries: 0,
  days: days.slice(-7).map(({ date }) => ({ date, visitors: 0, pageviews: 0 })),
  pages: [],
  referrers: [],
  campaigns: [],
  searches: [],
  notFound: [],
};

/** Shared by the dashboard's stories and tests. */
export const insightsFixture = { january, empty };
