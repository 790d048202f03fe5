import { expect, type Locator, type Page } from '@playwright/test';
import { SCREEN_MODES, type ScreenMode } from '../visual/screen';
import { OWNER } from './seed';

/*
 * The built site's screens under visual test: the admin's every tab, its drawers and dialogs, the
 * page editor and the settings as the staff meet them, and the page an invitation opens. Each is
 * opened as a person would (from the admin's first screen, by its buttons), then captured in its
 * modes; tests/screens/screens.visual.test.ts runs them in this order, one after the other, on
 * one server the run seeds (seed.ts).
 */

export interface ScreenContext {
  /** The join page's address: the pending invitation's link. */
  invitationPath: string;
  /** When the run's session signed in (Date.now()): its proof of who it is lasts REAUTH_SECONDS. */
  signedInAt: number;
}

/** The server's REAUTH_SECONDS for this run: its least. */
export const REAUTH_SECONDS = 10;

export interface Screen {
  id: string;
  title: string;
  modes: ScreenMode[];
  /** Opens the screen in `page` (signed in as the owner unless `visitor`), from the site's address. */
  open: (page: Page, context: ScreenContext) => Promise<void>;
  /** Text that differs on every run (a secret): shown as dots (tests/visual/screen.ts). */
  redact?: (page: Page) => Locator[];
  /** Parts axe does not check (tests/visual/screen.ts). */
  axeExclude?: string[];
  /** A dialog or drawer over the page: the window is captured, as the person sees it. */
  windowOnly?: boolean;
  /** API calls the screen is refused on purpose (403: a change asking for a recent proof). */
  refused?: string[];
  /** Opened with no session: what someone who is not signed in sees. */
  visitor?: boolean;
}

const { desktop, phone, dark } = SCREEN_MODES;

/**
 * Puck's own interface, which fails axe in ways no prop of ours changes: its loading spinner
 * (aria-label on a plain div), the block categories' grey titles (4.35:1), the zoom select with no
 * label, and the canvas frame with no title, whose draggable wrappers hold our blocks' links
 * (nested-interactive). Our fields and dialogs around it are checked; the blocks are, in Storybook.
 */
const PUCK_OWN = [
  '[class*="_Loader_"]',
  '[aria-controls^="puck-drawer-category-"]',
  '[class*="ViewportControls"]',
  '#preview-frame',
];

/** The admin, signed in, once its first tab has its posts. */
async function admin(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('list', { name: 'Posts' })).toContainText('Moving a small office to the cloud');
}

/** The admin with `tab` open. */
async function tab(page: Page, name: string) {
  await admin(page);
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Once nothing in the open tab says it is loading. */
const loaded = (page: Page) => expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);

/** Answers "Confirm it's you" with the owner's password when a change asks for it (a proof older than REAUTH_SECONDS). */
async function confirmIfAsked(page: Page, done: Locator) {
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(done.or(dialog)).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(done).toBeVisible();
}

/** The page editor's canvas: the page as visitors will see it, in a frame. */
const canvas = (page: Page) =>
  page
    .getByRole('dialog', { name: /^Editing / })
    .frameLocator('iframe')
    .first();

async function pageEditor(page: Page) {
  await tab(page, 'Pages');
  await page.getByRole('button', { name: 'Edit /about' }).click();
  await expect(
    canvas(page)
      .getByRole('heading', { name: /since 2015/ })
      .first(),
  ).toBeVisible();
}

/** A tab of the admin as a screen: open once `shows` is there, and nothing in it says it is loading. */
function tabScreen(id: string, name: string, modes: ScreenMode[], shows?: (page: Page) => Locator): Screen {
  return {
    id,
    title: `Admin › ${name}`,
    modes,
    async open(page) {
      await tab(page, name);
      if (shows) await expect(shows(page)).toBeVisible();
      await loaded(page);
    },
  };
}

async function editPost(page: Page) {
  await admin(page);
  await page.getByRole('button', { name: 'Edit Moving a small office to the cloud' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Blog' }).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Moving a small office to the cloud',
  );
}

/** The Team tab with its people and pending invitations shown. */
async function teamLoaded(page: Page) {
  await tab(page, 'Team');
  await expect(page.getByRole('list', { name: 'The team' })).toContainText('Cora Contributor');
  await expect(page.getByRole('list', { name: 'Invitations not yet accepted' })).toContainText('nina@example.com');
  await loaded(page);
}

async function inviteSam(page: Page) {
  // The team and its invitations loaded first: arriving under a click, they move the button, and
  // Playwright's next try scrolls it to the window's bottom edge, not its middle, so the page
  // behind the dialog was captured at another place on a busy machine.
  await teamLoaded(page);
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail address').fill('sam@example.com');
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  return form;
}

export const screens: Screen[] = [
  {
    id: 'admin-blogs',
    title: 'Admin › Blog manager',
    modes: [desktop, phone, dark],
    open: admin,
  },
  {
    id: 'admin-new-post',
    title: 'Admin › New post',
    windowOnly: true,
    modes: [desktop, phone, dark],
    async open(page) {
      await admin(page);
      await page.getByRole('button', { name: 'Create Blog' }).click();
      await expect(page.getByRole('dialog', { name: 'Create Blog' })).toBeVisible();
    },
  },
  {
    id: 'admin-edit-post',
    title: 'Admin › Editing a post',
    windowOnly: true,
    modes: [desktop, phone],
    open: editPost,
  },
  {
    id: 'admin-post-history',
    title: "Admin › A post's history",
    windowOnly: true,
    modes: [desktop, phone],
    async open(page) {
      await editPost(page);
      await page.getByRole('dialog', { name: 'Edit Blog' }).getByRole('button', { name: 'History' }).click();
      await expect(page.getByRole('list', { name: 'Revisions' }).getByRole('listitem')).toHaveCount(2);
    },
  },
  {
    id: 'admin-pages',
    title: 'Admin › Pages',
    modes: [desktop, phone],
    async open(page) {
      await tab(page, 'Pages');
      await expect(page.getByRole('table')).toContainText('About');
    },
  },
  {
    id: 'admin-page-editor',
    title: 'Admin › Page editor',
    windowOnly: true,
    modes: [desktop, phone],
    open: pageEditor,
    axeExclude: PUCK_OWN,
  },
  {
    id: 'admin-page-history',
    title: "Admin › A page's history",
    windowOnly: true,
    modes: [desktop, phone, dark],
    axeExclude: PUCK_OWN,
    async open(page) {
      await pageEditor(page);
      await page.getByRole('button', { name: 'History', exact: true }).click();
      await expect(page.getByRole('dialog', { name: /^History of / })).toContainText('As the site was deployed');
    },
  },
  {
    id: 'admin-settings',
    title: 'Admin › Navigation and company facts',
    windowOnly: true,
    modes: [desktop, phone],
    async open(page) {
      await tab(page, 'Pages');
      await page.getByRole('button', { name: 'Edit navigation and company facts' }).click();
      const settings = page.getByRole('dialog', { name: 'Editing the site settings' });
      await expect(settings.getByRole('heading', { name: 'Navigation and company facts', level: 1 })).toBeVisible();
      await loaded(page);
    },
  },
  tabScreen('admin-inbox', 'Inbox', [desktop, phone, dark], (page) =>
    page.getByRole('list', { name: 'Contact messages' }).getByText('Tom Baker'),
  ),
  tabScreen('admin-report', 'Report', [desktop, phone, dark], (page) =>
    page.getByRole('tabpanel').getByRole('heading', { name: 'Enquiries per week' }),
  ),
  tabScreen('admin-insights', 'Insights', [desktop, phone, dark], (page) =>
    page.getByRole('tabpanel').getByRole('table', { name: 'Pages by page views' }).getByText('/wordpress-development'),
  ),
  tabScreen('admin-backup', 'Backup', [desktop, phone]),
  tabScreen('admin-activity', 'Activity', [desktop, phone], (page) =>
    page.getByRole('tabpanel').getByRole('cell', { name: 'Post submitted for review' }),
  ),
  tabScreen('admin-sign-in', 'Sign-in', [desktop, phone], (page) => page.getByRole('heading', { name: 'Passkeys' })),
  {
    id: 'admin-team',
    title: 'Admin › Team',
    modes: [desktop, phone, dark],
    open: teamLoaded,
  },
  {
    id: 'admin-reauthenticate',
    title: "Admin › Confirm it's you",
    windowOnly: true,
    modes: [desktop, phone],
    refused: ['/api/admin/invitations'],
    // Once the run's sign-in is older than REAUTH_SECONDS, a change asks first.
    async open(page, { signedInAt }) {
      await page.waitForTimeout(Math.max(0, signedInAt + (REAUTH_SECONDS + 1) * 1000 - Date.now()));
      await inviteSam(page);
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
    },
  },
  {
    id: 'admin-invitation-sent',
    title: 'Admin › Invitation sent',
    refused: ['/api/admin/invitations'],
    modes: [desktop, phone],
    async open(page) {
      const form = await inviteSam(page);
      await confirmIfAsked(page, form.getByLabel('Invitation link'));
    },
    redact: (page) => [page.getByLabel('Invitation link')],
  },
  {
    id: 'admin-webhook-secret',
    title: "Admin › A webhook's secret",
    refused: ['/api/admin/webhooks'],
    modes: [desktop, phone],
    async open(page) {
      await tab(page, 'Inbox');
      const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
      await form.getByLabel('Endpoint address').fill('http://127.0.0.1:9/hooks/enquiries');
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await confirmIfAsked(page, form.getByLabel('Signing secret'));
    },
    redact: (page) => [page.getByLabel('Signing secret')],
  },
  {
    id: 'join',
    title: 'Join the team › From an invitation',
    modes: [desktop, phone],
    visitor: true,
    async open(page, { invitationPath }) {
      await page.goto(invitationPath);
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nina@example.com');
    },
  },
];
