import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_DELAY_MS,
  CONSENT_KEY,
  CONSENT_LIFETIME_MS,
  resetCookieConsent,
  SETTINGS_KEY,
  useCookieConsent,
  whenConsented,
} from '../../stores/cookieConsent';
import { axeViolations, render } from '../../test-utils/render';
import CookieBanner from './CookieBanner';
import { CookieConsentHost } from './CookieConsentHost';
import { CookieSettingsButton } from './CookieSettingsButton';

beforeEach(() => {
  localStorage.clear();
  resetCookieConsent();
});
afterEach(() => vi.useRealTimers());

const stored = () => ({
  consent: localStorage.getItem(CONSENT_KEY),
  settings: JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as Record<string, unknown> | null,
});

const openBanner = () => act(() => useCookieConsent.setState({ bannerOpen: true, loaded: true }));

function Page() {
  return (
    <>
      <CookieConsentHost />
      <ul>
        <CookieSettingsButton />
      </ul>
    </>
  );
}

describe('cookie banner', () => {
  it('appears about one second after load when no choice is stored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Page />);
    act(() => {
      vi.advanceTimersByTime(BANNER_DELAY_MS - 1);
    });
    expect(screen.queryByRole('region', { name: 'Cookies on this website' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('region', { name: 'Cookies on this website' })).toBeInTheDocument();
  });

  it('stays away when a choice is stored, and comes back from Cookie Settings', async () => {
    localStorage.setItem(CONSENT_KEY, 'necessary');
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ necessary: true, analytics: false, savedAt: Date.now() }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Page />);
    act(() => {
      vi.runAllTimers();
    }); // past the moment the banner would ask
    vi.useRealTimers();
    expect(screen.queryByRole('region', { name: 'Cookies on this website' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(await screen.findByRole('region', { name: 'Cookies on this website' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cookies on this website' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'Cookies on this website' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toHaveFocus();
  });

  it('asks again once the stored choice is over a year old', () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ analytics: true, savedAt: Date.now() - CONSENT_LIFETIME_MS - 1000 }));
    useCookieConsent.getState().askIfUndecided();
    expect(useCookieConsent.getState().bannerOpen).toBe(true);
  });

  it("Accept All stores 'accepted' with every type on and hides the banner", async () => {
    openBanner();
    render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toMatchObject({
      consent: 'accepted',
      settings: { necessary: true, analytics: true, marketing: true, preferences: true },
    });
    expect(useCookieConsent.getState().bannerOpen).toBe(false);
  });

  it("Necessary Only stores 'necessary' with every optional type off", async () => {
    openBanner();
    render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Necessary Only' }));
    expect(stored()).toMatchObject({
      consent: 'necessary',
      settings: { necessary: true, analytics: false, marketing: false, preferences: false },
    });
  });

  it("Customize shows the toggles with necessary locked on; Save Preferences stores 'custom'", async () => {
    openBanner();
    render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const necessary = screen.getByRole('switch', { name: /Necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Analytics/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('switch', { name: /Analytics/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Preferences/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({
      consent: 'custom',
      settings: { necessary: true, analytics: true, marketing: false, preferences: true },
    });
    expect(useCookieConsent.getState().bannerOpen).toBe(false);
  });

  it("Reject All in the panel stores 'necessary'", async () => {
    openBanner();
    render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    await userEvent.click(screen.getByRole('switch', { name: /Marketing/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored()).toMatchObject({ consent: 'necessary', settings: { marketing: false } });
  });

  it('has no accessibility violations, with or without the panel', async () => {
    openBanner();
    const { container } = render(<CookieBanner />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('whenConsented', () => {
  it('loads nothing before consent and loads once when the category is granted', () => {
    const analytics = vi.fn();
    const marketing = vi.fn();
    whenConsented('analytics', analytics);
    whenConsented('marketing', marketing);
    useCookieConsent.getState().load();
    expect(analytics).not.toHaveBeenCalled();
    useCookieConsent.getState().saveCustom({ analytics: true, marketing: false, preferences: false });
    useCookieConsent.getState().acceptAll();
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(marketing).toHaveBeenCalledTimes(1);
  });

  it('runs at once when consent was stored on an earlier visit', () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ analytics: true, marketing: true, preferences: true, savedAt: Date.now() }),
    );
    useCookieConsent.getState().load();
    const load = vi.fn();
    whenConsented('analytics', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never runs after Necessary Only', () => {
    const load = vi.fn();
    whenConsented('preferences', load);
    useCookieConsent.getState().necessaryOnly();
    expect(load).not.toHaveBeenCalled();
  });
});
