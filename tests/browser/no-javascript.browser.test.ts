import { expect, test } from './fixtures';

// With JavaScript blocked, what HTML can do still works: the phone menu (a popover), the services
// dropdown (the stylesheet), every FAQ answer and a legal page's collapsible sections (<details>),
// every tab panel (radio buttons), the legal pages' table of contents (links) and the quote dialog
// (a <dialog> its buttons open by command), by pointer and by keyboard.
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the phone menu opens with a tap and with the keyboard, and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/services');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link')).toHaveText(['About Us', 'Services', 'Connect', 'Career']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the services dropdown opens on hover and when focus reaches it', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('navigation', { name: 'Main' });
    const dropdownLink = header.getByRole('link', { name: 'Cloud Migration' });
    await expect(dropdownLink).toBeHidden();
    await header.getByRole('link', { name: 'Services' }).hover();
    await expect(dropdownLink).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(dropdownLink).toBeHidden();

    await header.getByRole('link', { name: 'Services' }).focus();
    await expect(dropdownLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Cloud Services' })).toBeFocused();
  });

  test('every FAQ answer opens with a click and with the keyboard', async ({ page }) => {
    await page.goto('/it-support');
    const faq = page.locator('[data-block="faq"]');
    const questions = faq.locator('summary');
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index++) {
      const item = faq.locator('details').nth(index);
      const answer = item.locator('summary + div');
      await expect(answer).toBeHidden();
      await questions.nth(index).click();
      await expect(answer).toBeVisible();
      await questions.nth(index).click();
      await expect(answer).toBeHidden();
      await questions.nth(index).focus();
      await page.keyboard.press(index % 2 ? 'Space' : 'Enter');
      await expect(answer).toBeVisible();
    }
  });

  test("a legal page's collapsible sections close and open by click and by keyboard", async ({ page }) => {
    await page.goto('/terms-conditions');
    const section = page.locator('[data-block="legalDocument"] details').first();
    const text = section.locator('summary + div');
    await expect(text).toBeVisible();
    await section.locator('summary').click();
    await expect(text).toBeHidden();
    await section.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(text).toBeVisible();
  });

  test('every tab panel opens with a tap and with the arrow keys', async ({ page }) => {
    await page.goto('/cookies');
    const block = page.locator('[data-block="contentTabs"]');
    const tabs = block.getByRole('radio');
    const panels = block.locator('[data-tab-panel]');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const onlyShown = async (index: number) => {
      await expect(tabs.nth(index)).toBeChecked();
      for (let other = 0; other < count; other++) {
        if (other === index) await expect(panels.nth(other)).toBeVisible();
        else await expect(panels.nth(other)).toBeHidden();
      }
    };
    await onlyShown(0);
    for (let index = count - 1; index >= 0; index--) {
      await block.locator('label').nth(index).click();
      await onlyShown(index);
    }
    await tabs.nth(0).focus();
    for (let index = 1; index < count; index++) {
      await page.keyboard.press('ArrowRight');
      await onlyShown(index);
    }
  });

  test("a legal page's table of contents leads to its sections", async ({ page }) => {
    await page.goto('/privacy');
    const toc = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: /Data Security/ }) })
      .first();
    await toc.getByRole('link', { name: /Data Security/ }).click();
    await expect(page).toHaveURL(/#[\w-]+$/);
    const target = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(target).toBeInViewport();

    await page.goto('/privacy');
    await toc.getByRole('link', { name: /Data Security/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#[\w-]+$/);
    await expect(page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`)).toBeInViewport();
  });

  test("'Request a quote' opens the quote dialog, from the header and from the phone menu; Escape and its close button close it", async ({
    page,
  }) => {
    await page.goto('/about');
    const dialog = page.getByRole('dialog', { name: 'Request a quote' });
    const button = page.getByRole('banner').getByRole('button', { name: 'Request a quote' });
    await button.click();
    await expect(dialog.getByLabel('Full Name')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Use the Nepal quote form' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Full Name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Request a quote' }).click();
    await expect(dialog.getByLabel('Full Name')).toBeVisible();
  });
});
