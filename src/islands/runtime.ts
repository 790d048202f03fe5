import type { ComponentType } from 'react';
import type { IslandProvidersComponent } from './IslandRoot';
import { whenIdle } from '../lib/whenIdle';
import type { IslandName } from './names';
import { recordInteractions, type Recorder } from './replay';
import { childrenHtmlOf } from './childrenHtml';

/** When an island's code loads and hydrates; every island also wakes on the first interaction with it. */
export type Trigger = 'interaction' | 'visible' | 'idle';

export interface IslandEntry {
  /** The island's component (a dynamic import: each island is its own chunk). */
  load: () => Promise<ComponentType<never>>;
  /** A trigger, or a function choosing one in the browser (e.g. only when the prerendered state is not the visitor's). */
  when: Trigger | (() => Trigger);
  /**
   * A client-only island: the page holds an empty placeholder, and `prepare` fetches what it shows
   * before any component code loads; null leaves the placeholder empty and loads nothing.
   */
  prepare?: (props: Record<string, unknown>) => Promise<Record<string, unknown> | null>;
}

export type IslandRegistry = Record<IslandName, IslandEntry>;

/** The app's providers around every island (src/app/AppProviders.tsx), loaded with the first island. */
export type ProvidersLoader = () => Promise<IslandProvidersComponent>;

/** Pages' islands still waiting, so an app module can wake one (e.g. the cookie banner opened from the footer). */
const waiting = new Map<HTMLElement, () => void>();

/**
 * Finds every `[data-island]` of the page and arms it: it hydrates on its trigger or on the first
 * interaction, whichever comes first. Marks each hydrated island with data-hydrated="true".
 */
export function startIslands(registry: IslandRegistry, providers: ProvidersLoader, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (waiting.has(element) || element.dataset.hydrated) continue;
    const entry = registry[element.dataset.island as IslandName];
    if (!entry) {
      console.error(`No island '${element.dataset.island}' in src/app/island-registry.ts`);
      continue;
    }
    arm(element, entry, providers);
  }
}

/** Hydrates the islands inside `root` now (e.g. a part the visitor just opened). */
export function wakeIslands(root: ParentNode): void {
  for (const [element, wake] of waiting) if (root === element || root.contains(element)) wake();
}

function arm(element: HTMLElement, entry: IslandEntry, providers: ProvidersLoader) {
  let cancelTrigger = () => {};
  let started = false;
  const wake = () => {
    if (started) return;
    started = true;
    waiting.delete(element);
    cancelTrigger();
    void hydrate(element, entry, providers, recorder);
  };
  const recorder = recordInteractions(element, wake);
  waiting.set(element, wake);
  const trigger = typeof entry.when === 'function' ? entry.when() : entry.when;
  if (trigger === 'idle') cancelTrigger = whenIdle(wake);
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

async function hydrate(element: HTMLElement, entry: IslandEntry, providers: ProvidersLoader, recorder: Recorder) {
  try {
    const stored = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    const props = entry.prepare ? await entry.prepare(stored) : stored;
    if (!props) {
      recorder.stop();
      return;
    }
    const [Component, { mount }, Providers] = await Promise.all([
      entry.load(),
      import(/* webpackChunkName: "island-mount" */ './mount'),
      providers(),
    ]);
    await mount(element, Component as ComponentType<Record<string, unknown>>, props, {
      hydrate: !entry.prepare,
      identifierPrefix: element.dataset.islandId ?? '',
      childrenHtml: childrenHtmlOf(element),
      Providers,
    });
    element.dataset.hydrated = 'true';
    recorder.replay();
  } catch (error) {
    recorder.stop();
    console.error(`The island '${element.dataset.island}' could not start`, error);
  }
}
