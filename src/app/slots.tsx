import { lazyBlock } from '../blocks/lazyBlock';
import type { SlotComponents } from '../blocks/Slot/context';
import type { SlotName } from '../blocks/Slot/schema';
import { loginFormIsland } from '../features/auth/LoginSlot.island';
import { registerFormIsland } from '../features/auth/RegisterSlot.island';
import { careerFormIsland } from '../features/career/CareerSlot.island';
import { contactFormIsland } from '../features/contact/ContactSlot.island';
import { quoteFormNepalIsland } from '../features/quote/QuoteNepalSlot.island';
import { quoteFormUkIsland } from '../features/quote/QuoteUkSlot.island';
import { island } from '../islands/island';

/** The interactive screens that content pages hold, loaded on demand so they never weigh on a page's first paint. */
const screens = {
  'contact-form': lazyBlock(() => import(/* webpackChunkName: "slot-contact-form" */ '../features/contact/ContactSlot')),
  'career-form': lazyBlock(() => import(/* webpackChunkName: "slot-career-form" */ '../features/career/CareerSlot')),
  'quote-form-uk': lazyBlock(() => import(/* webpackChunkName: "slot-quote-form-uk" */ '../features/quote/QuoteUkSlot')),
  'quote-form-nepal': lazyBlock(() => import(/* webpackChunkName: "slot-quote-form-nepal" */ '../features/quote/QuoteNepalSlot')),
  'login-form': lazyBlock(() => import(/* webpackChunkName: "slot-login-form" */ '../features/auth/LoginSlot')),
  'register-form': lazyBlock(() => import(/* webpackChunkName: "slot-register-form" */ '../features/auth/RegisterSlot')),
} satisfies Record<SlotName, ReturnType<typeof lazyBlock<object>>>;

/** The slot screens for SlotContext: on a static page each is an island that hydrates on first interaction. */
export const slotComponents = {
  'contact-form': island(contactFormIsland, screens['contact-form']),
  'career-form': island(careerFormIsland, screens['career-form']),
  'quote-form-uk': island(quoteFormUkIsland, screens['quote-form-uk']),
  'quote-form-nepal': island(quoteFormNepalIsland, screens['quote-form-nepal']),
  'login-form': island(loginFormIsland, screens['login-form']),
  'register-form': island(registerFormIsland, screens['register-form']),
} satisfies SlotComponents;

/** Loads a slot screen's code, so it renders without suspending (prerender, hydration, Storybook). */
export const preloadSlot = (name: SlotName) => screens[name].preload();
