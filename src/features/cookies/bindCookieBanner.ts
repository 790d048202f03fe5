import { afterNextPaint } from '../../lib/whenIdle';
import { BANNER_DELAY_MS, cookieConsentStore } from '../../stores/cookieConsentStore';
import { COOKIE_BANNER_HOST_ID, COOKIE_SETTINGS_BUTTON_ID } from './bannerHost';

export interface CookieBannerBinding {
  /**
   * Settles once the banner has painted for a visitor who has not chosen yet, at once for one who
   * has: what a page loads after its first paints waits for it.
   */
  shown: Promise<void>;
  /** Undoes the binding (the app's layout unmounting). */
  dispose: () => void;
}

/**
 * The cookie banner's behaviour, for a static page and the app alike: reads the stored choice, asks
 * BANNER_DELAY_MS later when there is none, shows and hides the banner's host (`hidden`) as the
 * store opens and closes it, and answers Cookie Settings in the footer at once, waiting for no
 * component code. `onOpenedByVisitor` runs when Cookie Settings opened it (a static page wakes the
 * banner's island then, as the banner takes focus).
 */
export function bindCookieBanner(
  doc: Document,
  { onOpenedByVisitor }: { onOpenedByVisitor?: (host: HTMLElement) => void } = {},
): CookieBannerBinding {
  const host = doc.getElementById(COOKIE_BANNER_HOST_ID);
  if (!host) return { shown: Promise.resolve(), dispose: () => {} };
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`#${COOKIE_SETTINGS_BUTTON_ID}`))
      cookieConsentStore.getState().openBanner();
  };
  doc.addEventListener('click', onClick);
  const show = ({ bannerOpen, openedByVisitor }: { bannerOpen: boolean; openedByVisitor: boolean }) => {
    host.hidden = !bannerOpen;
    if (bannerOpen && openedByVisitor) onOpenedByVisitor?.(host);
  };
  const unsubscribe = cookieConsentStore.subscribe(show);
  const { load, askIfUndecided } = cookieConsentStore.getState();
  load();
  show(cookieConsentStore.getState());
  const undecided = cookieConsentStore.getState().consent === null;
  let painted = () => {};
  const shown = undecided ? new Promise<void>((resolve) => (painted = resolve)) : Promise.resolve();
  const timer = window.setTimeout(() => {
    askIfUndecided();
    afterNextPaint(painted);
  }, BANNER_DELAY_MS);
  return {
    shown,
    dispose: () => {
      window.clearTimeout(timer);
      unsubscribe();
      doc.removeEventListener('click', onClick);
    },
  };
}
