import type { Browser, Page } from '@playwright/test';
import { expect, failedLoad, test, waitForHydration } from './fixtures';
import { localhostServer } from './localhost-server';

/*
 * A team on the built site (issue 42, "Done when"): the owner invites an editor and a contributor;
 * each opens the link, joins and is signed in; the contributor's draft cannot be published by them
 * (no button, and the API says 403) and the editor publishes it; a session whose proof is older than
 * REAUTH_SECONDS cannot add a passkey (403 REAUTHENTICATE) until the password is given again; a
 * suspended person's open tab is signed out within a minute; and the Activity tab shows each of
 * those acts with who did it. Real clocks, a server of its own, three browser contexts.
 */

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'correct horse battery' };
const editor = { name: 'Eddie Editor', email: 'eddie@example.com', password: 'eddie keeps a long passphrase' };
const contributor = { name: 'Cora Contributor', email: 'cora@example.com', password: 'cora keeps a long passphrase' };
const REAUTH_SECONDS = 30;
const site = localhostServer('team-browser', owner, { REAUTH_SECONDS: String(REAUTH_SECONDS) });

const drawer = (page: Page) => page.getByRole('dialog', { name: /^(Create|Edit) Blog$/ });
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');
const api = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
  fetch(`${site.api}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { Authorization: `Bearer ${token}`, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });

/** Until `seconds` have passed since `since`: the real window runs out, no clock is faked. */
const waitPast = (page: Page, since: number, seconds: number) =>
  page.waitForTimeout(Math.max(0, since + seconds * 1000 - Date.now()));

async function invite(page: Page, email: string, role: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  // This invitation's link, not the one before it: the status names the address first.
  await expect(form.getByRole('status')).toContainText(`Invitation mailed to ${email}`);
  const link = form.getByLabel('Invitation link');
  await expect(link).toContainText('#invitation=');
  return (await link.textContent()) ?? '';
}

/** A new person's browser: opens the link, joins, and lands in the admin signed in. */
async function join(browser: Browser, url: string, person: { name: string; email: string; password: string }, role: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  // Before anything is typed, the page says what the link gives: the address to sign in with, the role.
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(person.email);
  await expect(page.getByRole('main')).toContainText(
    `${owner.name} invited you to join as ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}.`,
  );
  await page.getByLabel(/Your name/).fill(person.name);
  await page.getByLabel(/Choose a password/).fill(person.password);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByText(`Signed in as ${person.name} (${role})`)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  return { page, signedInAt: Date.now(), close: () => context.close() };
}

test('the owner builds a team: invitations, roles, re-authentication, a suspension and the activity log', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(180_000);
  errors.allow(failedLoad(403, '/api/admin/users/'));
  errors.allow(failedLoad(403, '/api/auth/reauthenticate'));

  // The owner signs in and invites two people.
  await page.goto(`${site.base}/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(owner.email);
  await page.getByRole('main').locator('input[type="password"]').fill(owner.password);
  const ownerSignedInAt = Date.now();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${site.base}/admin`);
  await page.getByRole('tab', { name: 'Team' }).click();
  const editorLink = await invite(page, editor.email, 'editor');
  const contributorLink = await invite(page, contributor.email, 'contributor');
  await expect(page.getByRole('list', { name: 'Invitations not yet accepted' }).getByRole('listitem')).toHaveCount(2);

  // Each accepts and is signed in.
  const cora = await join(browser, contributorLink, contributor, 'contributor');
  const eddie = await join(browser, editorLink, editor, 'editor');

  // The contributor writes a draft: there is no Publish button, and the API refuses it too.
  await cora.page.getByRole('button', { name: 'Create Blog' }).click();
  const title = `Backups that restore ${Date.now()}`;
  await drawer(cora.page)
    .getByLabel(/^Title/)
    .fill(title);
  const body = drawer(cora.page).getByRole('textbox', { name: 'Content' });
  await body.click();
  await body.pressSequentially('Test a restore every month.');
  await expect(drawer(cora.page).getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await drawer(cora.page).getByRole('button', { name: 'Save draft' }).click();
  await expect(drawer(cora.page)).toHaveCount(0);
  const draftCard = cora.page.locator('[data-admin-post]').filter({ hasText: title.slice(0, 30) });
  await expect(draftCard.getByText('Draft', { exact: true })).toBeVisible();
  const id = (await draftCard.getAttribute('data-admin-post')) ?? '';
  const refused = await api(`/api/blogs/${id}`, await tokenOf(cora.page), { method: 'PUT', json: { status: 'published' } });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('NOT_PERMITTED');

  // The editor publishes it.
  await eddie.page.reload();
  const editorCard = eddie.page.locator(`[data-admin-post="${id}"]`);
  await editorCard.getByRole('button', { name: /^Edit / }).click();
  await expect(drawer(eddie.page).getByRole('textbox', { name: 'Content' })).toContainText('Test a restore every month.');
  await drawer(eddie.page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(drawer(eddie.page)).toHaveCount(0);
  await expect(editorCard.getByText('Published', { exact: true })).toBeVisible();

  // The editor's session, once its sign-in is older than REAUTH_SECONDS, cannot add a passkey...
  await waitPast(eddie.page, eddie.signedInAt, REAUTH_SECONDS + 1);
  const editorToken = await tokenOf(eddie.page);
  const stale = await api('/api/account/passkeys/options', editorToken, { method: 'POST' });
  expect(stale.status).toBe(403);
  expect(((await stale.json()) as { code: string }).code).toBe('REAUTHENTICATE');
  // ...until the password is given again.
  expect((await api('/api/auth/reauthenticate', editorToken, { json: { password: editor.password } })).status).toBe(200);
  expect((await api('/api/account/passkeys/options', editorToken, { method: 'POST' })).status).toBe(200);

  // The owner suspends the contributor: their proof is stale too, so the admin asks for the password first.
  await waitPast(page, ownerSignedInAt, REAUTH_SECONDS + 1);
  await page.reload();
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('button', { name: `Suspend ${contributor.name}` }).click();
  const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
  await confirm.getByRole('textbox', { name: 'Password' }).fill(owner.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: `Reinstate ${contributor.name}` })).toBeVisible();
  const suspendedAt = Date.now();

  // The contributor's open tab, untouched, is signed out within a minute.
  await expect(cora.page).toHaveURL(`${site.base}/login`, { timeout: 60_000 });
  expect(Date.now() - suspendedAt).toBeLessThan(60_000);
  await cora.close();
  await eddie.close();

  // The Activity tab shows each act with who did it, newest first.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const log = page.getByRole('table', { name: 'Activity' });
  const row = (action: string, actor: string, target: string) =>
    log.getByRole('row').filter({ hasText: action }).filter({ hasText: actor }).filter({ hasText: target });
  await expect(row('Invitation sent', owner.name, editor.email)).toHaveCount(1);
  await expect(row('Invitation sent', owner.name, contributor.email)).toHaveCount(1);
  await expect(row('Invitation accepted', editor.name, editor.email)).toHaveCount(1);
  await expect(row('Invitation accepted', contributor.name, contributor.email)).toHaveCount(1);
  await expect(row('Post published', editor.name, title)).toHaveCount(1);
  await expect(row('Account suspended', owner.name, contributor.email)).toHaveCount(1);
});
