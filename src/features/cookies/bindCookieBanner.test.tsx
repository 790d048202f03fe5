import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_DELAY_MS, CONSENT_KEY, resetCookieConsent } from '../../stores/cookieConsent';
import { prerenderIntoDocument } from '../../test-utils/render';
import { COOKIE_BANNER_HOST_ID } from './bannerHost';
import { bindCookieBanner } from './bindCookieBanner';
import { CookieConsentHost, preloadCookieBanner } from './CookieConsentHost';
import { CookieSettingsButton } from './CookieSettingsButton';

/** A static page's banner host and footer button as the build prerenders them: the banner inside, hidden. */
function staticPage() {
  prerenderIntoDocument(
    <>
      <CookieConsentHost />
      <CookieSettingsButton />
    </>,
  );
  const host = document.getElementById(COOKIE_BANNER_HOST_ID);
  if (!host) throw new Error('no banner host');
  return host;
}

// As the server does before it renders a static page.
beforeAll(() => preloadCookieBanner());
beforeEach(() => {
  localStorage.clear();
  resetCookieConsent();
});
afterEach(() => vi.useRealTimers());

describe("a static page's cookie banner, bound without React", () => {
  it('shows the prerendered banner a second after load to a visitor who has not chosen, and says when it has painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const host = staticPage();
    const banner = bindCookieBanner(document);
    let painted = false;
    void banner.shown.then(() => (painted = true));
    await act(() => vi.advanceTimersByTimeAsync(BANNER_DELAY_MS - 1));
    expect(host).not.toBeVisible();
    expect(painted).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(host).toBeVisible();
    expect(painted).toBe(true);
    banner.dispose();
  });

  it('stays hidden for a visitor who chose, is ready at once, and opens from Cookie Settings at the first tap', async () => {
    localStorage.setItem(CONSENT_KEY, 'necessary');
    localStorage.setItem('cookie_settings', JSON.stringify({ analytics: false, savedAt: Date.now() }));
    const host = staticPage();
    const openedByVisitor = vi.fn();
    const banner = bindCookieBanner(document, { onOpenedByVisitor: openedByVisitor });
    await banner.shown;
    expect(host).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(host).toBeVisible();
    expect(openedByVisitor).toHaveBeenCalledWith(host);
    banner.dispose();
  });

  it('answers nothing once disposed', async () => {
    localStorage.setItem(CONSENT_KEY, 'necessary');
    localStorage.setItem('cookie_settings', JSON.stringify({ savedAt: Date.now() }));
    const host = staticPage();
    bindCookieBanner(document).dispose();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(host).not.toBeVisible();
  });
});
