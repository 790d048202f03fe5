/** One Lighthouse run of one page in one mode. */
export interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Ids of the accessibility, best-practice and SEO audits that did not pass. */
  failing: string[];
}

/**
 * The medians of one route's runs, with JS unless the name says otherwise: a Sample's scores, plus
 * what only the route as a whole has.
 */
export interface RouteResult extends Sample {
  route: string;
  lcpNoJs: number;
  /** lcp / lcpNoJs. */
  ratio: number;
  initialJsKb: number;
  /** A route kept out of search engines on purpose: its SEO score is not a target. */
  noindex?: boolean;
}

/** What every public route must reach (issue 10). */
export const TARGETS = { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, tbt: 150, cls: 0.02, ratio: 1.15 };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The targets a route misses, in words; empty when it meets them all. */
export function misses(result: RouteResult): string[] {
  return [
    result.performance < TARGETS.performance && `performance ${result.performance}`,
    result.accessibility < TARGETS.accessibility && `accessibility ${result.accessibility}`,
    result.bestPractices < TARGETS.bestPractices && `best practices ${result.bestPractices}`,
    !result.noindex && result.seo < TARGETS.seo && `SEO ${result.seo}`,
    result.tbt > TARGETS.tbt && `TBT ${result.tbt.toFixed(0)} ms`,
    result.cls > TARGETS.cls && `CLS ${result.cls.toFixed(3)}`,
    result.ratio > TARGETS.ratio && `LCP ratio ${result.ratio.toFixed(2)}`,
  ].filter((miss): miss is string => typeof miss === 'string');
}

const cell = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** A markdown section: the table of every route, then what misses a target and which audits failed. */
export function renderSection({
  label,
  date,
  machine,
  runs,
  minutes,
  results,
}: {
  label: string;
  date: Date;
  machine: string;
  runs: number;
  minutes: string;
  results: RouteResult[];
}): string {
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${cell(r.tbt)} | ${cell(r.cls, 3)} | ${cell(r.lcp)} | ${cell(r.lcpNoJs)} | ${cell(r.ratio, 2)} | ${cell(r.initialJsKb, 1)} |`,
  );
  const missed = results.flatMap((r) => {
    const list = misses(r);
    return list.length ? [`- ${r.route}: ${list.join(', ')}`] : [];
  });
  const audits = results.flatMap((r) => (r.failing.length ? [`- ${r.route}: ${r.failing.join(', ')}`] : []));
  return [
    `## ${label}`,
    '',
    `Measured ${date.toISOString().slice(0, 10)}, median of ${runs} runs per page and mode (${minutes} min in all). Machine: ${machine}.`,
    '',
    '| route | perf | a11y | BP | SEO | TBT ms | CLS | LCP ms | LCP no JS ms | LCP ratio | initial JS KB gz |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    missed.length ? `Targets missed:\n${missed.join('\n')}` : 'Every route meets every target.',
    ...(audits.length ? ['', `Audits not passed in any run (accessibility, best practices, SEO):\n${audits.join('\n')}`] : []),
    '',
  ].join('\n');
}

const INTRO = `# Web performance

\`npm run bench:web\` (scripts/bench/web.ts) serves the built site with the real server (\`npm start\`
without the build step, a fresh DATA_DIR) and runs Lighthouse 12 on every public route and alias of
site.config.ts: mobile, simulated throttling (4× CPU, slow 4G), a new visitor each run. Each page
is measured with its JavaScript and with every script file blocked, alternately in the same run,
so the LCP ratio compares the page with its own static HTML on the same machine at the same time.
Figures are medians of three runs; initial JS is what \`scripts/build/budgets.mjs\` counts (gzip).

Targets (issue 10): performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO 100,
TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}, LCP ≤ ${TARGETS.ratio} × the LCP without JavaScript.
`;

/** The file with section `label` replaced by `section` (or added at the end), the others kept. */
export function replaceSection(file: string, label: string, section: string): string {
  const body = file.trim() ? file : INTRO;
  const parts = body.split(/^(?=## )/m);
  const index = parts.findIndex((part) => part.startsWith(`## ${label}\n`));
  if (index >= 0) parts[index] = `${section}\n`;
  else parts.push(`${parts[parts.length - 1]?.endsWith('\n\n') ? '' : '\n'}${section}\n`);
  return parts.join('').replace(/\n{3,}/g, '\n\n');
}
