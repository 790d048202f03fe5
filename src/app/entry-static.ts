import '../lib/zodInBrowser';
import type { ComponentType } from 'react';
import { startParticleField } from '../blocks/Hero/particleField';
import { QUOTE_DIALOG_ID } from '../blocks/shared/quoteRequestMarker';
import { fillLastUpdated } from '../blocks/shared/today';
import { bindCookieBanner } from '../features/cookies/bindCookieBanner';
import { countPageView } from '../features/insights/beacon';
import { bindQuoteDialog } from '../features/quote/quoteDialogElement';
import { bindQuoteRequests } from '../features/quote/quoteRequests';
import { takeCarried } from '../features/toast/carried';
import { toastHostStore } from '../features/toast/toastHost';
import { startIslands, wakeIslands } from '../islands/runtime';
import { afterNextPaint, whenIdle } from '../lib/whenIdle';
import { COLOR_SCHEME_KEY, storedColorMode } from '../theme/colorMode';
import { islandRegistry } from './island-registry';
import { PAGE_VIEW_ID, PREFETCH_TEMPLATE_ID } from './page-shell';

/**
 * The one script of a prerendered public page. No React and no component code: it fills in what
 * only the browser knows, shows the cookie banner when it should, and arms the page's islands
 * (src/islands), which load and hydrate one by one when the visitor needs them.
 */

/** 'System' mode follows the operating system while the page is open, as Mantine's provider would. */
function followSystemColorScheme() {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', (event) => {
    if (storedColorMode() === 'auto')
      document.documentElement.setAttribute('data-mantine-color-scheme', event.matches ? 'dark' : 'light');
  });
  // A choice made in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== COLOR_SCHEME_KEY) return;
    const mode = storedColorMode();
    document.documentElement.setAttribute(
      'data-mantine-color-scheme',
      mode === 'auto' ? (media.matches ? 'dark' : 'light') : mode,
    );
  });
}

/**
 * Tab blocks become WAI-ARIA tabs (blocks/ContentTabs/tabs.ts), on the pages that have one: their
 * radios work until then, so the binder's code is fetched only there.
 */
function contentTabs() {
  const blocks = document.querySelectorAll<HTMLElement>('[data-block="contentTabs"]');
  if (blocks.length === 0) return;
  void import(/* webpackChunkName: "content-tabs" */ '../blocks/ContentTabs/tabs').then(({ bindContentTabs }) =>
    blocks.forEach((block) => bindContentTabs(block)),
  );
}

const islandProviders = () => import(/* webpackChunkName: "island-providers" */ './AppProviders').then((m) => m.IslandProviders);

/** The toasts are never prerendered: they mount the first time one is shown. */
function mountOnDemand(name: string, load: () => Promise<{ default: ComponentType<Record<string, unknown>> }>) {
  let mounted = false;
  return async () => {
    if (mounted) return;
    mounted = true;
    const container = document.createElement('div');
    container.dataset.mounted = name;
    document.body.append(container);
    const [{ default: Component }, { mount }, Providers] = await Promise.all([
      load(),
      import(/* webpackChunkName: "island-mount" */ '../islands/mount'),
      islandProviders(),
    ]);
    await mount(container, Component, {}, { hydrate: false, identifierPrefix: `${name}-`, Providers });
  };
}

/**
 * The quote dialog is in the page's HTML, closed (features/quote/QuoteDialog.tsx): a click on a
 * 'Request a quote' button shows it in the same frame, waiting for no code. Its form hydrates just
 * after the dialog has painted, its code already cached (the idle prefetch), so it is live before
 * the visitor's first keystroke; whatever is typed sooner is kept.
 */
function quoteDialog() {
  const dialog = document.getElementById(QUOTE_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  bindQuoteDialog(dialog, () => afterNextPaint(() => wakeIslands(dialog)));
  bindQuoteRequests(document);
}

const toasts = mountOnDemand('toasts', () => import(/* webpackChunkName: "toasts" */ '../features/toast/ToastHost'));
toastHostStore.subscribe(({ mounted }) => mounted && void toasts());

/** A notice the previous page showed just before sending the visitor here: its code loads only then. */
function carriedToasts() {
  const carried = takeCarried<Parameters<typeof import('../features/toast/toast').toast>[0]>();
  if (carried.length === 0) return;
  void import(/* webpackChunkName: "toasts" */ '../features/toast/toast').then(({ toast }) => {
    for (const { options, remaining } of carried) void toast(options, remaining);
  });
}

/**
 * The code of the page's islands (the quote dialog's form among them) into the browser's cache, at
 * the lowest priority once the page is idle, so a first tap waits for no network. Not for a visitor
 * who asked to save data: their tap fetches what it needs.
 */
function prefetchIslandCode(after: Promise<void>) {
  const template = document.getElementById(PREFETCH_TEMPLATE_ID);
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!(template instanceof HTMLTemplateElement) || saveData) return;
  // After the banner a new visitor gets: what paints last is never behind this traffic, not even
  // in Lighthouse's simulation, which counts every request started before a paint as its cost.
  void after.then(() => whenIdle(() => document.head.append(template.content), 5000));
}

/** Lets the browser handle input and paint between steps, so the start is never one long task. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Islands first: from now on a visitor's first interaction wakes the part it touches. Those that
  // hydrate once idle wait, as the prefetch does, for the page's own first paints (the banner a new
  // visitor gets a second after load): code fetched and run before then would delay them.
  let firstPaintsDone = () => {};
  const firstPaints = new Promise<void>((resolve) => (firstPaintsDone = resolve));
  startIslands(islandRegistry, islandProviders, document, { idleAfter: firstPaints });
  // The quote dialog first: a 'Request a quote' button is answered from the first moment.
  quoteDialog();
  await yieldToMain();
  fillLastUpdated();
  followSystemColorScheme();
  contentTabs();
  await yieldToMain();
  // Opened from Cookie Settings, the banner takes focus, which needs its code now.
  const banner = bindCookieBanner(document, { onOpenedByVisitor: wakeIslands });
  await yieldToMain();
  carriedToasts();
  prefetchIslandCode(banner.shown);
  void banner.shown.then(firstPaintsDone);
  // The page's view, counted where its shell counts it without script (never the 404 page), after
  // the first paints (a new visitor's banner) and once the browser is idle, never on a tap.
  if (document.getElementById(PAGE_VIEW_ID)) void banner.shown.then(() => countPageView());
  for (const layer of document.querySelectorAll<HTMLElement>('[data-particles]')) startParticleField(layer);
  document.documentElement.dataset.hydrated = 'true';
}

void start();
