import type { ComponentType } from 'react';
import { lazyBlock } from '../blocks/lazyBlock';
import type { SlotComponents } from '../blocks/Slot/context';
import type { SlotName } from '../blocks/Slot/schema';
import { useRenderedPage } from '../blocks/shared/rendered-page';
import { positionsOn } from '../config/job-roles';
import { authFormIsland } from '../features/auth/AuthSlot.island';
import { careerFormIsland } from '../features/career/CareerSlot.island';
import { contactFormIsland } from '../features/contact/ContactSlot.island';
import { usePostback } from '../features/forms/pageForm';
import { regionQuoteFormIsland } from '../features/quote/RegionQuoteSlot.island';
import type { IslandDeclaration } from '../islands/declare';
import { island } from '../islands/island';
import type { Postback } from '../schemas/page-forms';

type ScreenProps = { postback?: Postback };
type RenderedPage = ReturnType<typeof useRenderedPage>;

/**
 * The screen of each slot: one island (its *.island.ts declaration, whose loader is also what the
 * page and the app use) and the props the slot gives it. Two slots may share one island (the region
 * quote forms, sign-in and registration): one chunk of code and one stylesheet, never two copies.
 */
function screen<P extends ScreenProps, R extends Partial<P> = Record<never, never>>(
  declaration: IslandDeclaration<P>,
  props: Omit<P, 'postback' | keyof R>,
  fromPage?: (page: RenderedPage) => R,
) {
  // The props were checked against the island's here; past this point every screen takes a postback and its slot's props.
  return { declaration, props, fromPage } as unknown as {
    declaration: IslandDeclaration<ScreenProps>;
    props: object;
    fromPage?: (page: RenderedPage) => object;
  };
}
const slotScreens: Record<SlotName, ReturnType<typeof screen>> = {
  'contact-form': screen(contactFormIsland, {}),
  // The positions are the page's job openings open on the day it is rendered for, and the speculative one.
  'career-form': screen(careerFormIsland, {}, ({ blocks, day }: RenderedPage) => ({ positions: positionsOn(blocks, day()) })),
  'quote-form-uk': screen(regionQuoteFormIsland, { region: 'uk' }),
  'quote-form-nepal': screen(regionQuoteFormIsland, { region: 'nepal' }),
  'login-form': screen(authFormIsland, { form: 'login' }),
  'register-form': screen(authFormIsland, { form: 'register' }),
};

/** The island each slot's screen is, for the page's stylesheets (src/app/entry-server.tsx). */
export const slotIsland = (name: SlotName) => slotScreens[name].declaration;

/** Each island once: its code loaded on demand (never weighing on a page's first paint), wrapped as an island. */
const islands = new Map<
  IslandDeclaration<ScreenProps>,
  { Island: ComponentType<ScreenProps>; preload: () => Promise<unknown> }
>();
function islandOf(declaration: IslandDeclaration<ScreenProps>) {
  let made = islands.get(declaration);
  if (!made) {
    const code = lazyBlock<ScreenProps>(() => declaration.load().then((component) => ({ default: component })));
    made = { Island: island(declaration, code), preload: code.preload };
    islands.set(declaration, made);
  }
  return made;
}

/**
 * A slot's screen as the page places it: an island that hydrates on first interaction, given the
 * slot's props, what it takes from the page it is on (the careers form its positions), and the
 * page's postback when the server rendered the page after its form was posted without script (all
 * go into the island's props, so it hydrates from the state its HTML shows).
 */
function slot(name: SlotName) {
  const { declaration, props, fromPage } = slotScreens[name];
  const { Island } = islandOf(declaration);
  function SlotScreen() {
    const postback = usePostback(name);
    const page = useRenderedPage();
    return <Island {...props} {...fromPage?.(page)} {...(postback ? { postback } : {})} />;
  }
  SlotScreen.displayName = `Slot(${name})`;
  return SlotScreen;
}

/** The slot screens for SlotContext. */
export const slotComponents: SlotComponents = {
  'contact-form': slot('contact-form'),
  'career-form': slot('career-form'),
  'quote-form-uk': slot('quote-form-uk'),
  'quote-form-nepal': slot('quote-form-nepal'),
  'login-form': slot('login-form'),
  'register-form': slot('register-form'),
};

/** Loads a slot screen's code, so it renders without suspending (prerender, hydration, Storybook). */
export const preloadSlot = (name: SlotName) => islandOf(slotScreens[name].declaration).preload();
