import { expect, failedLoad, seedSession, test, withStoredConsent, type LoginAnswer } from '../browser/fixtures';
import { localhostServer } from '../browser/localhost-server';
import { captureScreen, keepScreenRecord } from '../visual/screen';
import { REAUTH_SECONDS, screens, type ScreenContext } from './screens';
import { OWNER, seedScreens } from './seed';

/*
 * The visual suite of the built screens (issue 58): each screen of screens.ts opened in Chromium
 * on the real server, as `npm start` serves the build, and captured in its modes after its axe
 * check. `npm run test:visual` runs it after the Storybook captures and compares both the same
 * way (scripts/test-visual.ts); `-- --update` accepts what changed.
 */

const site = localhostServer('screens', OWNER, { REAUTH_SECONDS: String(REAUTH_SECONDS), WEBHOOK_ALLOW_PRIVATE: 'true' });

// Its own server by its full address (no baseURL is the shared one's), in one time zone and language.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
test.use({ baseURL: async ({}, use) => use(site.base), locale: 'en-GB', timezoneId: 'UTC', reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

let context: ScreenContext;
let session: LoginAnswer;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: site.api });
  const { invitationPath } = await seedScreens(request);
  const answer = await request.post('/api/auth/login', { data: { email: OWNER.email, password: OWNER.password } });
  expect(answer.status()).toBe(200);
  session = (await answer.json()) as LoginAnswer;
  context = { invitationPath, signedInAt: Date.now() };
  await request.dispose();
});

for (const screen of screens) {
  test(screen.title, async ({ page, errors }) => {
    for (const path of screen.refused ?? []) errors.allow(failedLoad(403, path));
    // The cookie question answered: staff see the banner once, and it would hide what is under it.
    await withStoredConsent(page);
    if (!screen.visitor) await seedSession(page, session);
    const [first] = screen.modes;
    if (!first) throw new Error(`${screen.title} has no mode`);
    await page.setViewportSize(first);
    await page.emulateMedia({ colorScheme: first.colorScheme });
    await screen.open(page, context);
    const captures = [];
    // One opening, then each mode in turn: the window resized, the colour scheme switched.
    for (const mode of screen.modes) {
      await page.setViewportSize(mode);
      await page.emulateMedia({ colorScheme: mode.colorScheme });
      captures.push(await captureScreen(page, { ...screen, redact: screen.redact?.(page) }, mode));
    }
    keepScreenRecord(screen, captures);
  });
}
