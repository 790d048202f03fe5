// `npm run bench:interaction`: how long a new visitor on a phone waits for the answer to a first
// tap. Chromium on Lighthouse's mobile profile (375 px wide, 150 ms round trip, 1.6 Mbps down,
// CPU slowed 4x), a fresh profile per run (nothing cached), the page loaded and left alone for 3 s,
// then one tap. Measured in the page: from the pointerdown (or the keydown, for typing) to the first
// animation frame in which the answer is on screen; beside it, the longest Event Timing entry of
// the interaction (what INP would report). Medians of --runs runs (default 5), written to
// docs/benchmarks/interaction.md.
//
//   --before DIR   also measure another build's dist/ (e.g. the last release's) in the same run
//   --runs N       runs per tap and build       --only a,b   only these taps (by id)
//   --no-write     print only
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { serverData, startServerProcess } from '../../src/server/test/process';
import { buildIfStale } from '../build/freshness.mjs';
import { chromiumLaunchOptions } from '../../tests/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    before: { type: 'string' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const before = args.before ? path.resolve(root, args.before) : undefined;
const only = args.only?.split(',');
const write = !args['no-write'];

/** What the visitor looks for after the tap, checked in the page on every frame. */
type Answer =
  | { kind: 'text'; text: string; within?: string }
  | { kind: 'field'; label: string }
  | { kind: 'value'; selector: string; value: string };

interface Tap {
  id: string;
  what: string;
  path: string;
  /** The element tapped: a CSS selector, or text it holds (all of its text unless `partial`), within the selector if both. */
  target: { selector?: string; text?: string; partial?: boolean };
  answer: Answer;
  /** Type this key after focusing the target; timing starts at the keydown. */
  key?: string;
  /** A desktop-sized window (the services dropdown belongs to the wide header). */
  wide?: boolean;
  /** The pointer comes over the target instead of tapping it (the dropdown opens on hover); timing starts at the pointerover. */
  hover?: boolean;
  /**
   * With scripts blocked: these fields (by label) are filled first, and the tap sends the form to the
   * server, so the answer is on the next page. Timed from just before the tap to the answer seen on
   * screen (Playwright's own check, each frame), since no script of the page's can run to time it.
   */
  noScript?: { fill: Record<string, string> };
}

/** A letter typed into `form`'s first field (`field`, a CSS selector) → the letter shows in it. */
const typing = (id: string, path: string, form: string, field: string): Tap => ({
  id,
  what: `a letter typed into ${form}'s first field → shows`,
  path,
  target: { selector: field },
  answer: { kind: 'value', selector: field, value: 'A' },
  key: 'A',
});

const taps: Tap[] = [
  {
    id: 'menu',
    what: 'menu button → the navigation links',
    path: '/services',
    target: { selector: '[aria-label="Open menu"], [popovertarget], label[for="mobile-menu-toggle"]' },
    answer: { kind: 'text', text: 'About', within: '#mobile-menu' },
  },
  {
    id: 'dropdown',
    what: 'the pointer over Services → the services dropdown (1280 px)',
    path: '/about',
    target: { selector: 'header nav', text: 'Services' },
    answer: { kind: 'text', text: 'Cloud Migration', within: 'header' },
    wide: true,
    hover: true,
  },
  {
    id: 'faq',
    what: 'a FAQ question → its answer',
    path: '/it-support',
    target: { text: 'What are your support hours?' },
    answer: { kind: 'text', text: 'Our help desk is staffed during UK business hours' },
  },
  {
    id: 'tab',
    what: 'the second tab → its panel',
    path: '/cookies',
    target: { text: 'Types of Cookies' },
    answer: { kind: 'text', text: 'These make the website work' },
  },
  {
    id: 'toc',
    what: 'a table-of-contents entry → its section',
    path: '/privacy',
    target: { text: 'Data Security', selector: 'nav', partial: true },
    answer: { kind: 'text', text: 'Data Security', within: 'main h2, main h3, main summary, main button' },
  },
  {
    id: 'cookies',
    what: 'Cookie Settings → the cookie banner',
    path: '/about',
    target: { text: 'Cookie Settings' },
    answer: { kind: 'text', text: 'Cookies on this website' },
  },
  {
    id: 'quote',
    what: '"Request a quote" → the dialog with its first field',
    path: '/',
    target: { text: 'Request a quote' },
    answer: { kind: 'field', label: 'Full Name' },
  },
  typing('typing', '/connect', 'the contact form', 'form[aria-label="Contact form"] input[autocomplete="name"]'),
  typing('typing-career', '/career', 'the job application', 'form[aria-label="Job application"] input[autocomplete="name"]'),
  typing('typing-quote', '/quote-uk', 'the UK quote form', 'form[aria-label^="Quote request"] input[autocomplete="name"]'),
  typing('typing-login', '/login', 'the sign-in form', 'main form input'),
  typing('typing-search', '/search', 'the search page', 'main input[name="q"]'),
  {
    // The search page's field is live once the page is idle, its list and the API client prefetched:
    // the keystroke waits for GET /api/search's answer, over the profile's 150 ms round trip.
    id: 'search-results',
    what: "a letter typed into the search page's field → the list of results under it",
    path: '/search',
    target: { selector: 'main input[name="q"]' },
    answer: { kind: 'text', text: 'See all results', within: 'main' },
    key: 'V',
  },
  {
    id: 'submit-no-script',
    what: 'scripts blocked: "Send Message" on the contact form → the confirmation',
    path: '/connect',
    target: { selector: 'form[aria-label="Contact form"] button[type="submit"]' },
    answer: { kind: 'text', text: 'Thank you for submitting!. We will get to you as soon as possible' },
    noScript: {
      fill: { Name: 'Asha Gurung', Email: 'asha@example.com', Subject: 'A benchmark', Message: 'Measuring the answer.' },
    },
  },
];

const selected = only ? taps.filter((tap) => only.includes(tap.id)) : taps;
if (selected.length === 0) throw new Error(`No tap matches --only ${args.only}`);

/** Installed in the page before the tap: resolves with [ms to the answer's first frame, longest Event Timing entry]. */
function armMeasurement(input: { answer: Answer; startOn: string }): void {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < window.innerHeight &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const answered = (): boolean => {
    const { answer } = input;
    if (answer.kind === 'value') {
      const field = document.querySelector<HTMLInputElement>(answer.selector);
      return Boolean(field && field.value.includes(answer.value) && visible(field));
    }
    if (answer.kind === 'field') {
      return [...document.querySelectorAll('label')].some((label) => {
        if (!label.textContent?.trim().startsWith(answer.label)) return false;
        const field = label.control;
        return Boolean(field && visible(field));
      });
    }
    const scopes = answer.within ? [...document.querySelectorAll(answer.within)] : [document.body];
    return scopes.some((scope) => {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes(answer.text) && node.parentElement && visible(node.parentElement)) return true;
      }
      return false;
    });
  };
  const result = new Promise<[number, number]>((resolve) => {
    let longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    addEventListener(
      input.startOn,
      (event) => {
        const start = event.timeStamp;
        const frame = () => {
          if (answered()) {
            const at = performance.now();
            // Event Timing entries arrive after their frame is painted.
            setTimeout(() => resolve([at - start, longest]), 500);
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
  (window as unknown as { __answer: Promise<[number, number]> }).__answer = result;
}

async function measureOnce(browser: Browser, base: string, tap: Tap): Promise<[number, number]> {
  const context = await browser.newContext({
    viewport: tap.wide ? { width: 1280, height: 800 } : { width: 375, height: 812 },
    deviceScaleFactor: tap.wide ? 1 : 2,
    isMobile: !tap.wide,
    hasTouch: !tap.wide,
    javaScriptEnabled: !tap.noScript,
  });
  const page = await context.newPage();
  try {
    // tsx names functions with a helper of its own; the function sent into the page needs it there too.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A visitor who chose their cookies on an earlier visit: the banner covers nothing (Cookie Settings reopens it).
    await page.addInitScript(() => {
      localStorage.setItem('cookie_consent', 'necessary');
      localStorage.setItem(
        'cookie_settings',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false, savedAt: Date.now() }),
      );
    });
    await page.goto(`${base}${tap.path}`, { waitUntil: 'load', timeout: 120_000 });
    // Also past the 3 s under which the server holds a form as sent by a bot.
    await page.waitForTimeout(3000);
    if (tap.noScript) return await submitWithoutScript(page, tap, tap.noScript.fill);
    const target = await locate(page, tap);
    // In the middle of the screen, so what opens below it is on screen too.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const startOn = tap.key ? 'keydown' : tap.hover ? 'pointerover' : 'pointerdown';
    await page.evaluate(armMeasurement, { answer: tap.answer, startOn });
    if (tap.hover) await target.hover();
    else if (tap.key) {
      await (tap.wide ? target.click() : target.tap());
      await page.keyboard.press(tap.key);
    } else if (tap.wide) await target.click();
    else await target.tap();
    return await page
      .evaluate(
        () =>
          Promise.race([
            (window as unknown as { __answer: Promise<[number, number]> }).__answer,
            new Promise<[number, number]>((_, reject) => setTimeout(() => reject(new Error('no answer within 30 s')), 30_000)),
          ]),
        undefined,
      )
      .catch(async (error: unknown) => {
        // What the page showed when it never answered: the first thing to look at.
        mkdirSync(path.join(root, 'tmp'), { recursive: true });
        await page.screenshot({ path: path.join(root, `tmp/bench-interaction-${tap.id}.png`) });
        throw error;
      });
  } finally {
    await context.close();
  }
}

/** A form sent with scripts blocked: [ms from the tap to the answer seen on the next page, no Event Timing]. */
async function submitWithoutScript(page: Page, tap: Tap, fill: Record<string, string>): Promise<[number, number]> {
  // A required field's label reads with its asterisk.
  for (const [label, value] of Object.entries(fill)) await page.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value);
  const target = await locate(page, tap);
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  if (tap.answer.kind !== 'text') throw new Error(`'${tap.id}' waits for a text`);
  const started = performance.now();
  await target.tap();
  await page.getByText(tap.answer.text, { exact: true }).waitFor({ state: 'visible', timeout: 30_000 });
  return [performance.now() - started, Number.NaN];
}

/** The first element matching the tap's target that the visitor can see (one hidden at this width, such as the desktop header's button, is skipped). */
async function locate(page: Page, tap: Tap) {
  const { selector, text, partial = false } = tap.target;
  const scope = selector && text ? page.locator(selector) : page;
  const matches = text ? scope.getByText(text, { exact: !partial }) : page.locator(selector ?? 'body');
  // Not Playwright's visibility: a section below the fold may skip its layout (content-visibility) until scrolled to.
  const shown = await matches.evaluateAll((elements) => elements.map((element) => element.checkVisibility()));
  const index = shown.indexOf(true);
  if (index < 0) throw new Error(`nothing to tap for '${tap.id}'`);
  // A tab's label is tapped as the tab it names: the radio under the label is disabled once the tabs
  // are bound, and Playwright's tap on a label waits for its control to be enabled.
  const tab = matches.nth(index).locator('xpath=ancestor::*[@role="tab"][1]');
  return (await tab.count()) > 0 ? tab : matches.nth(index);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function startServer(dist: string) {
  const data = await serverData('bench-interaction');
  const server = await startServerProcess({ ...data.env, DIST_DIR: dist }, { built: true });
  return {
    base: server.base,
    stop: async () => {
      await server.stop('SIGTERM');
      await data.remove();
    },
  };
}

const built = (await buildIfStale()) as number;
if (built !== 0) process.exit(built);

const builds = [...(before ? [{ label: 'before', dist: before }] : []), { label: 'after', dist: path.join(root, 'dist') }];
const servers = await Promise.all(builds.map((build) => startServer(build.dist)));
const browser = await chromium.launch(chromiumLaunchOptions);

type Row = { tap: Tap; results: Record<string, { answer: number[]; event: number[]; failed: string[] }> };
const rows: Row[] = selected.map((tap) => ({
  tap,
  results: Object.fromEntries(builds.map((b) => [b.label, { answer: [], event: [], failed: [] }])),
}));
try {
  // Interleaved: each run measures every build in turn, so the machine's load falls on both alike.
  for (let run = 0; run < runs; run++) {
    for (const row of rows) {
      for (const [index, build] of builds.entries()) {
        const result = row.results[build.label];
        const server = servers[index];
        if (!result || !server) continue;
        try {
          const [answer, event] = await measureOnce(browser, server.base, row.tap);
          result.answer.push(answer);
          result.event.push(event);
          console.log(
            `${row.tap.id} ${build.label} run ${run + 1}: ${Math.round(answer)} ms (Event Timing ${Math.round(event)} ms)`,
          );
        } catch (error) {
          result.failed.push((error as Error).message.split('\n')[0] ?? 'failed');
          console.log(`${row.tap.id} ${build.label} run ${run + 1}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

const cell = (values: number[], failed: string[]) =>
  values.some(Number.isNaN)
    ? 'n/a (no script runs)'
    : values.length
      ? `${Math.round(median(values))} ms${failed.length ? ` (${failed.length} of ${runs} never answered)` : ''}`
      : 'never answered';
const header = builds.map((b) => `${b.label}: tap → answer | ${b.label}: Event Timing`).join(' | ');
const table = [
  `| tap | ${header} |`,
  `|---|${builds.map(() => '---|---|').join('')}`,
  ...rows.map(
    ({ tap, results }) =>
      `| ${tap.what} (\`${tap.path}\`) | ${builds
        .map((b) => {
          const r = results[b.label];
          return r ? `${cell(r.answer, r.failed)} | ${cell(r.event, [])}` : ' | ';
        })
        .join(' | ')} |`,
  ),
].join('\n');
console.log(`\n${table}`);

if (write) {
  const file = path.join(root, 'docs/benchmarks/interaction.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const intro = `# The first tap

\`npm run bench:interaction${before ? ' -- --before DIR' : ''}\` (scripts/bench/interaction.ts): Chromium on Lighthouse's mobile
profile (375 px, 150 ms round trip, 1.6 Mbps down, CPU slowed 4×; the dropdown at 1280 px), a new
visitor each run, the page loaded and left alone for 3 s, then one tap. "Tap → answer" runs from the
pointerdown (the keydown for typing) to the first animation frame in which the answer is on screen;
"Event Timing" is the longest Event Timing entry of the interaction, what INP sees. Medians of ${runs}
runs${before ? ', both builds interleaved in one run' : ''}, on ${new Date().toISOString().slice(0, 10)}.

`;
  const previous = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  const notes = previous.includes('\n## Notes') ? previous.slice(previous.indexOf('\n## Notes')) : '';
  writeFileSync(file, `${intro}${table}\n${notes}`);
  console.log(`\nwrote ${path.relative(root, file)}`);
}
