import { createStore } from 'zustand/vanilla';

/** What the visitor chose in the banner (the stored values). */
export type ConsentValue = 'accepted' | 'necessary' | 'custom';
/** The cookie types a visitor may switch off; necessary cookies are always on. */
export type OptionalCategory = 'analytics' | 'marketing' | 'preferences';

export interface CookieSettings {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/**
 * Local-storage keys, as the cookie table of content/pages/cookies.json names them: keep the two
 * in step. The choice is kept for a year (the table's duration), then the banner asks again.
 */
export const CONSENT_KEY = 'cookie_consent';
export const SETTINGS_KEY = 'cookie_settings';
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** The delay before the banner appears to a visitor who has not chosen yet. */
export const BANNER_DELAY_MS = 1000;

const NONE: CookieSettings = { necessary: true, analytics: false, marketing: false, preferences: false };
const ALL: CookieSettings = { necessary: true, analytics: true, marketing: true, preferences: true };
const CONSENT_VALUES: readonly string[] = ['accepted', 'necessary', 'custom'] satisfies ConsentValue[];

/** The store's data without its actions (stories and tests set it directly). */
export interface CookieConsentSnapshot {
  /** False until the stored choice has been read (only in the browser, after hydration). */
  loaded: boolean;
  consent: ConsentValue | null;
  settings: CookieSettings;
  bannerOpen: boolean;
  /** Whether the visitor opened the banner (Cookie Settings): focus then moves into it and back. */
  openedByVisitor: boolean;
}

export interface CookieConsentState extends CookieConsentSnapshot {
  /** Reads the stored choice; call once in an effect, never during render (prerendered HTML). */
  load: () => void;
  /** Shows the banner if no choice is stored (the layout calls this BANNER_DELAY_MS after load). */
  askIfUndecided: () => void;
  /** Cookie Settings in the footer: the banner again, at any time. */
  openBanner: () => void;
  acceptAll: () => void;
  necessaryOnly: () => void;
  /** Save Preferences in the Customize panel. */
  saveCustom: (choice: Pick<CookieSettings, OptionalCategory>) => void;
}

interface Stored {
  consent: ConsentValue;
  settings: CookieSettings;
}

/**
 * The choice as stored, or null when there is none, it is over a year old, or storage cannot be
 * read. Also read directly by what must honour a choice made since this page loaded, even in
 * another tab (the page-view beacon, features/insights).
 */
export function readStored(): Stored | null {
  try {
    const consent = window.localStorage.getItem(CONSENT_KEY);
    const raw = JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? 'null') as Partial<
      CookieSettings & { savedAt: number }
    > | null;
    if (!consent || !CONSENT_VALUES.includes(consent) || !raw || typeof raw !== 'object') return null;
    if (typeof raw.savedAt !== 'number' || Date.now() - raw.savedAt > CONSENT_LIFETIME_MS) return null;
    return {
      consent: consent as ConsentValue,
      settings: {
        necessary: true,
        analytics: raw.analytics === true,
        marketing: raw.marketing === true,
        preferences: raw.preferences === true,
      },
    };
  } catch {
    return null; // storage blocked or damaged: ask again
  }
}

function writeStored({ consent, settings }: Stored) {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...settings, savedAt: Date.now() }));
  } catch {
    // Storage blocked: the choice holds for this page view, and the banner asks again next time.
  }
}

const initial: CookieConsentSnapshot = {
  loaded: false,
  consent: null,
  settings: NONE,
  bannerOpen: false,
  openedByVisitor: false,
};

/**
 * The visitor's cookie choice and whether the banner is showing. Vanilla (no React): a static page
 * reads it to show the banner before any component code loads; components use useCookieConsent.
 */
export const cookieConsentStore = createStore<CookieConsentState>()((set, get) => {
  const decide = (stored: Stored) => {
    writeStored(stored);
    set({ ...stored, loaded: true, bannerOpen: false });
  };
  return {
    ...initial,
    load: () => {
      if (get().loaded) return;
      const stored = readStored();
      set({ loaded: true, ...(stored ?? { consent: null, settings: NONE }) });
    },
    askIfUndecided: () => {
      get().load();
      if (get().consent === null) set({ bannerOpen: true, openedByVisitor: false });
    },
    openBanner: () => {
      get().load();
      set({ bannerOpen: true, openedByVisitor: true });
    },
    acceptAll: () => decide({ consent: 'accepted', settings: ALL }),
    necessaryOnly: () => decide({ consent: 'necessary', settings: NONE }),
    saveCustom: (choice) => decide({ consent: 'custom', settings: { ...NONE, ...choice } }),
  };
});

/**
 * Runs `load` once, as soon as the visitor has granted `category` (at once if already granted).
 * Every analytics or marketing script (and anything else optional) must be loaded only through
 * this helper, so nothing optional reaches the browser before consent. Returns a function that
 * cancels the wait.
 */
export function whenConsented(category: OptionalCategory, load: () => void): () => void {
  let done = false;
  const check = (state: CookieConsentState) => {
    if (done || state.consent === null || !state.settings[category]) return;
    done = true;
    unsubscribe();
    load();
  };
  const unsubscribe = cookieConsentStore.subscribe(check);
  check(cookieConsentStore.getState());
  return unsubscribe;
}

/** Back to the initial state, for tests. */
export const resetCookieConsent = () => cookieConsentStore.setState(initial);
