import type { ComponentType } from 'react';
import { whenIdle } from '../lib/whenIdle';
import type { AnyIslandDeclaration, IslandRegistry } from './declare';
import type { IslandProvidersComponent } from './IslandRoot';
import { recordInteractions, type Recorder } from './replay';

/** The app's providers around every island (src/app/AppProviders.tsx), loaded with the first island. */
export type ProvidersLoader = () => Promise<IslandProvidersComponent>;

/** Pages' islands still waiting, so an app module can wake one (e.g. the cookie banner opened from the footer). */
const waiting = new Map<HTMLElement, () => void>();

/**
 * Finds every `[data-island]` of the page and arms it: it hydrates on its trigger or on the first
 * interaction, whichever comes first. Marks each hydrated island with data-hydrated="true".
 * `idleAfter`: islands that hydrate once idle wait for it first (the page's own first paints).
 */
export function startIslands(
  registry: IslandRegistry,
  providers: ProvidersLoader,
  root: ParentNode = document,
  { idleAfter = Promise.resolve() }: { idleAfter?: Promise<void> } = {},
): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (waiting.has(element) || element.dataset.hydrated) continue;
    const name = element.dataset.island ?? '';
    const declaration = registry.get(name);
    if (!declaration) {
      console.error(`No island '${name}' is declared: a *.island.ts file declares each (src/islands/declare.ts)`);
      continue;
    }
    arm(element, declaration, providers, idleAfter);
  }
}

/** Hydrates the islands inside `root` now (e.g. a part the visitor just opened). */
export function wakeIslands(root: ParentNode): void {
  for (const [element, wake] of waiting) if (root === element || root.contains(element)) wake();
}

/**
 * The island's trigger, chosen from its props where its declaration says so. A choice that fails
 * (props that are not JSON, storage the browser refuses) leaves the island to its first interaction,
 * never the islands after it unarmed.
 */
function triggerOf(element: HTMLElement, declaration: AnyIslandDeclaration) {
  if (typeof declaration.when !== 'function') return declaration.when;
  try {
    return declaration.when(JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>);
  } catch (error) {
    console.error(`The island '${declaration.name}' could not choose when to start; it starts when reached`, error);
    return 'interaction';
  }
}

function arm(element: HTMLElement, declaration: AnyIslandDeclaration, providers: ProvidersLoader, idleAfter: Promise<void>) {
  let cancelTrigger = () => {};
  let started = false;
  const wake = () => {
    if (started) return;
    started = true;
    waiting.delete(element);
    cancelTrigger();
    void hydrate(element, declaration, providers, recorder);
  };
  const recorder = recordInteractions(element, wake);
  waiting.set(element, wake);
  const trigger = triggerOf(element, declaration);
  if (trigger === 'idle') {
    let cancelIdle = () => {};
    void idleAfter.then(() => {
      if (!started) cancelIdle = whenIdle(wake);
    });
    cancelTrigger = () => cancelIdle();
  }
  if (trigger === 'visible') {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: '200px',
    });
    // display: contents leaves the wrapper without a box of its own: watch what it holds.
    const targets = element.children.length ? [...element.children] : [element];
    for (const target of targets) observer.observe(target);
    cancelTrigger = () => observer.disconnect();
  }
}

async function hydrate(element: HTMLElement, declaration: AnyIslandDeclaration, providers: ProvidersLoader, recorder: Recorder) {
  try {
    const stored = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    const props = declaration.prepare ? await declaration.prepare(stored) : stored;
    if (!props) {
      recorder.stop();
      return;
    }
    const code = () => Promise.all([declaration.load(), import(/* webpackChunkName: "island-mount" */ './mount'), providers()]);
    // A chunk that failed to arrive (a flaky connection, a release that replaced the hashed files) is asked for once more.
    const [Component, { mount }, Providers] = await code().catch(code);
    await mount(element, Component as ComponentType<Record<string, unknown>>, props, {
      hydrate: !declaration.prepare,
      identifierPrefix: element.dataset.islandId ?? '',
      Providers,
    });
    element.dataset.hydrated = 'true';
    recorder.replay();
  } catch (error) {
    console.error(`The island '${declaration.name}' could not start; its prerendered HTML stays`, error);
    // What the visitor did meanwhile is done again without its code: the browser's own click, the
    // form's own submit (a page form posts to its page, and the server answers it). Never swallowed.
    recorder.replay();
  }
}
