import { BROWSER_ADMIN, expect, open, test as setup } from './fixtures';

// Runs before every suite (the `admin account` project in playwright.config.ts): the server is new,
// so this is its first account, and the first account becomes the administrator.
setup('registers the first account through /register, then lands on /login', async ({ page }) => {
  await open(page, '/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('main').getByLabel('Name').fill(BROWSER_ADMIN.name);
  await page.getByRole('main').getByLabel('Email').fill(BROWSER_ADMIN.email);
  await page.getByRole('main').locator('input[type="password"]').fill(BROWSER_ADMIN.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Account created. You can log in now.')).toBeVisible();
});
