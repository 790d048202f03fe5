import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import type { Post } from '../../src/schemas/blog';
import { serverData, startServerProcess } from '../../src/server/test/process';

export { expect };

/**
 * The administrator of each worker's server (the `site` fixture registers it, the first account, so
 * the owner); the fixtures log in with it. register.browser.test.ts signs up through /register.
 */
export const BROWSER_ADMIN = { name: 'Browser Admin', email: 'browser-admin@example.com', password: 'correct horse battery' };

/**
 * Waits until the page's script has started (a static page's islands are armed, the app has hydrated):
 * the one place that knows how the page says so.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A cookie choice made on an earlier visit, so the banner stays away from what a test looks at. */
export async function withStoredConsent(page: Page | BrowserContext) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', 'necessary');
    localStorage.setItem(
      'cookie_settings',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false, savedAt: Date.now() }),
    );
  });
}

/** Opens a path of the site and waits until it is interactive; returns the document's response. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Console errors, uncaught exceptions and what the Content-Security-Policy refused on the test's
 * page. Any of them fails the test, except what the test says it provokes itself (`allow`), e.g. the
 * failed load of a request it refused on purpose.
 */
export class PageErrors {
  readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  async watch(page: Page) {
    // What the Content-Security-Policy refuses, even where the page's code caught it (zod's eval
    // probe): the browser reports it, and Lighthouse's best practices count it.
    await page.exposeFunction('__policyViolation', (what: string) => this.seen.push(`Content-Security-Policy: ${what}`));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __policyViolation: (what: string) => void }).__policyViolation(
          `${event.violatedDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      // Chromium logs the 404 status of a page that is meant to be a 404 page; that is not an error.
      if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
      this.seen.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => this.seen.push(error.message));
  }

  allow(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  unexpected() {
    return this.seen.filter((error) => !this.allowed.some((pattern) => pattern.test(error)));
  }
}

/** What the browser logs for a response with this status (of a URL with this path), to `allow` one a test provokes. */
export const failedLoad = (status: number, path = '') =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of ${status}\\b.*\\(https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

/**
 * What the test's page did, in order, with the time since the test started: its requests to the
 * API and their answers, navigations, console messages and uncaught errors. Printed with the
 * page's accessibility tree when a test fails, so a failure seen only on CI says what the page was
 * doing and showing (CI keeps the log, not the screenshots).
 */
class PageTimeline {
  private readonly started = Date.now();
  private readonly entries: string[] = [];

  watch(page: Page) {
    const at = () => `${String(Date.now() - this.started).padStart(6)} ms`;
    const add = (line: string) => {
      this.entries.push(`${at()}  ${line}`);
      if (this.entries.length > 200) this.entries.shift();
    };
    const apiPath = (url: string) => {
      const { pathname, search } = new URL(url);
      return pathname.startsWith('/api/') ? pathname + search : null;
    };
    page.on('framenavigated', (frame) => frame === page.mainFrame() && add(`navigated to ${frame.url()}`));
    page.on('request', (request) => {
      const path = apiPath(request.url());
      if (path) add(`${request.method()} ${path}`);
    });
    page.on('response', (response) => {
      const path = apiPath(response.url());
      if (path) add(`  ${response.status()} ${response.request().method()} ${path}`);
    });
    page.on('requestfailed', (request) => add(`  failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
    page.on('console', (message) => add(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => add(`uncaught: ${error.message}`));
  }

  async report(page: Page, title: string): Promise<string> {
    const tree = page.isClosed()
      ? '(the page was closed)'
      : await page
          .locator('body')
          .ariaSnapshot({ timeout: 5_000 })
          .catch((error: unknown) => `(no accessibility tree: ${String(error)})`);
    return [`--- what the page did in "${title}" ---`, ...this.entries, `--- ${page.url()} showed ---`, tree].join('\n');
  }
}

export interface LoginAnswer {
  accessToken: string;
  refreshToken: string;
  user: { role: string };
}

/**
 * Gives `page` a sign-in (POST /api/auth/login's answer) as the login form leaves it, in local
 * storage, for tests about what comes after signing in. Written before the tab's first page, and
 * only then: a logout in the test really logs out.
 */
export async function seedSession(page: Page, { accessToken, refreshToken, user }: LoginAnswer) {
  await page.addInitScript(
    (session) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem('session-seeded')) return;
      sessionStorage.setItem('session-seeded', 'yes');
      localStorage.setItem('token', session.accessToken);
      localStorage.setItem('refreshToken', session.refreshToken);
      localStorage.setItem('user', session.user);
    },
    { accessToken, refreshToken, user: JSON.stringify(user) },
  );
}

/** A blog post as the API answers it. */
export type { Post };

/** What a test may send to create a post: title and content, the rest as the API defaults them. */
type NewPost = Pick<Post, 'title' | 'content'> & Partial<Pick<Post, 'imageUrl' | 'imageAlt' | 'excerpt' | 'status'>>;

/** The administrator, through the API: what the suites need to prepare and read back. */
export class Admin {
  constructor(private readonly request: APIRequestContext) {}

  async login(): Promise<LoginAnswer> {
    const answer = await this.request.post('/api/auth/login', {
      data: { email: BROWSER_ADMIN.email, password: BROWSER_ADMIN.password },
    });
    if (answer.status() !== 200) throw new Error(`Could not log in as the suites' administrator (${answer.status()})`);
    const session = (await answer.json()) as LoginAnswer;
    if (session.user.role !== 'owner') throw new Error(`${BROWSER_ADMIN.email} is not the owner`);
    return session;
  }

  /** The API calls' session: signed in once, again only when the server refuses it. */
  private session: Promise<LoginAnswer> | null = null;

  /**
   * Runs an admin request with the kept session; refused (a test signed out everywhere, the token
   * expired), once more with a new sign-in. Signing in for every call used up the sign-in rate limit
   * (60 in 10 minutes from one address) that the suites share.
   */
  private async send(request: (headers: Record<string, string>) => Promise<APIResponse>): Promise<APIResponse> {
    const withSession = async (fresh: boolean) => {
      // A sign-in that failed is not kept: the next call tries again.
      if (fresh || !this.session)
        this.session = this.login().catch((error: unknown) => {
          this.session = null;
          throw error;
        });
      return request({ Authorization: `Bearer ${(await this.session).accessToken}` });
    };
    const answer = await withSession(false);
    return answer.status() === 401 ? withSession(true) : answer;
  }

  /** An admin API answer, failing unless it is 200. */
  async get<T>(path: string): Promise<T> {
    const answer = await this.send((headers) => this.request.get(path, { headers }));
    expect(answer.status(), `GET ${path}`).toBe(200);
    return (await answer.json()) as T;
  }

  /** Uploads an image for a post; returns its URL. */
  async uploadImage(file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
    const answer = await this.send((headers) => this.request.post('/api/uploads/images', { headers, multipart: { file } }));
    expect(answer.status(), 'image upload').toBe(201);
    return ((await answer.json()) as { secure_url: string }).secure_url;
  }

  async createPost(input: NewPost): Promise<Post> {
    const answer = await this.send((headers) => this.request.post('/api/blogs', { headers, data: input }));
    expect(answer.status(), 'create post').toBe(201);
    return (await answer.json()) as Post;
  }

  async updatePost(id: string, changes: Partial<NewPost>): Promise<Post> {
    const answer = await this.send((headers) => this.request.put(`/api/blogs/${id}`, { headers, data: changes }));
    expect(answer.status(), 'update post').toBe(200);
    return (await answer.json()) as Post;
  }

  async deletePost(id: string) {
    const answer = await this.send((headers) => this.request.delete(`/api/blogs/${id}`, { headers }));
    expect([200, 404], `delete post ${id}`).toContain(answer.status());
  }
}

interface TestFixtures {
  /** Console errors, uncaught exceptions and policy violations of `page`, checked when the test ends. */
  errors: PageErrors;
  /** `page`, signed in as the administrator (the session in local storage, as the login form leaves it). */
  adminPage: Page;
  /** Posts a test writes; deleted when it ends, so /blog shows only the built-in posts to the next. */
  posts: { create: Admin['createPost']; track: (id: string) => void };
}

interface WorkerFixtures {
  /**
   * The server of this worker's tests: the build as `npm start` serves it, on a fresh DATA_DIR (no
   * post but the built-in ones), with the administrator registered. One per worker, so the workers'
   * tests never see each other's posts, pages or sign-ins; a file's own server (localhost-server.ts)
   * where a test needs other settings.
   */
  site: { base: string; dataDir: string };
  admin: Admin;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  errors: async ({}, use) => {
    await use(new PageErrors());
  },
  page: async ({ page, errors }, use, testInfo) => {
    const timeline = new PageTimeline();
    timeline.watch(page);
    await errors.watch(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) console.log(await timeline.report(page, testInfo.title));
    expect(errors.unexpected(), 'console errors, uncaught exceptions and policy violations of the page').toEqual([]);
  },
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const data = await serverData(`site-browser-${workerInfo.workerIndex}`);
      const server = await startServerProcess(
        { ...data.env, DIST_DIR: path.resolve('dist'), RATE_LIMIT_MAX: '1000' },
        { built: true },
      );
      try {
        const registered = await fetch(`${server.base}/api/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(BROWSER_ADMIN),
        });
        expect(registered.status, 'the first account, the owner').toBe(201);
        await use({ base: server.base, dataDir: data.dataDir });
      } finally {
        await server.stop();
        await data.remove();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.base);
  },
  admin: [
    async ({ playwright, site }, use) => {
      const request = await playwright.request.newContext({ baseURL: site.base });
      await use(new Admin(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ page, admin }, use) => {
    await seedSession(page, await admin.login());
    await use(page);
  },
  posts: async ({ admin }, use) => {
    const ids: string[] = [];
    await use({
      create: async (input) => {
        const post = await admin.createPost(input);
        ids.push(post._id);
        return post;
      },
      track: (id) => ids.push(id),
    });
    for (const id of ids) await admin.deletePost(id);
  },
});

/**
 * A solved challenge of the suites' server, for the `altcha` field of a form call the test sends
 * itself (`request.post`), as the site's forms send one: without it the post is kept as spam.
 */
export async function solvedChallenge(request: APIRequestContext): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/sha')]);
  const challenge = (await (await request.get('/api/challenge')).json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
