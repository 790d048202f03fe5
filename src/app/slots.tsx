import type { ComponentType } from 'react';
import { lazyBlock } from '../blocks/lazyBlock';
import type { SlotComponents } from '../blocks/Slot/context';
import type { SlotName } from '../blocks/Slot/schema';
import { loginFormIsland } from '../features/auth/LoginSlot.island';
import { registerFormIsland } from '../features/auth/RegisterSlot.island';
import { careerFormIsland } from '../features/career/CareerSlot.island';
import { contactFormIsland } from '../features/contact/ContactSlot.island';
import { usePostback } from '../features/forms/pageForm';
import { quoteFormNepalIsland } from '../features/quote/QuoteNepalSlot.island';
import { quoteFormUkIsland } from '../features/quote/QuoteUkSlot.island';
import { island } from '../islands/island';
import type { Postback } from '../schemas/page-forms';

type ScreenProps = { postback?: Postback };

/** The interactive screens that content pages hold, loaded on demand so they never weigh on a page's first paint. */
const screens = {
  'contact-form': lazyBlock(() => import(/* webpackChunkName: "slot-contact-form" */ '../features/contact/ContactSlot')),
  'career-form': lazyBlock(() => import(/* webpackChunkName: "slot-career-form" */ '../features/career/CareerSlot')),
  'quote-form-uk': lazyBlock(() => import(/* webpackChunkName: "slot-quote-form-uk" */ '../features/quote/QuoteUkSlot')),
  'quote-form-nepal': lazyBlock(() => import(/* webpackChunkName: "slot-quote-form-nepal" */ '../features/quote/QuoteNepalSlot')),
  'login-form': lazyBlock(() => import(/* webpackChunkName: "slot-login-form" */ '../features/auth/LoginSlot')),
  'register-form': lazyBlock(() => import(/* webpackChunkName: "slot-register-form" */ '../features/auth/RegisterSlot')),
} satisfies Record<SlotName, ReturnType<typeof lazyBlock<ScreenProps>>>;

/**
 * A slot's screen as the page places it: an island that hydrates on first interaction, given the
 * page's postback when the server rendered the page after its form was posted without script (it
 * goes into the island's props, so the island hydrates from the state its HTML shows).
 */
function slot(name: SlotName, Island: ComponentType<ScreenProps>) {
  function SlotScreen() {
    const postback = usePostback(name);
    return <Island {...(postback ? { postback } : {})} />;
  }
  SlotScreen.displayName = `Slot(${name})`;
  return SlotScreen;
}

/** The slot screens for SlotContext. */
export const slotComponents = {
  'contact-form': slot('contact-form', island(contactFormIsland, screens['contact-form'])),
  'career-form': slot('career-form', island(careerFormIsland, screens['career-form'])),
  'quote-form-uk': slot('quote-form-uk', island(quoteFormUkIsland, screens['quote-form-uk'])),
  'quote-form-nepal': slot('quote-form-nepal', island(quoteFormNepalIsland, screens['quote-form-nepal'])),
  'login-form': slot('login-form', island(loginFormIsland, screens['login-form'])),
  'register-form': slot('register-form', island(registerFormIsland, screens['register-form'])),
} satisfies SlotComponents;

/** Loads a slot screen's code, so it renders without suspending (prerender, hydration, Storybook). */
export const preloadSlot = (name: SlotName) => screens[name].preload();
