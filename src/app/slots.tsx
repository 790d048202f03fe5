import { lazyBlock } from '../blocks/lazyBlock';
import type { SlotName } from '../blocks/Slot/schema';

/**
 * The interactive screens that content pages hold, loaded on demand so they never weigh on a
 * page's first paint.
 */
export const slotComponents = {
  'contact-form': lazyBlock(() => import(/* webpackChunkName: "slot-contact-form" */ '../features/contact/ContactSlot')),
  'career-form': lazyBlock(() => import(/* webpackChunkName: "slot-career-form" */ '../features/career/CareerSlot')),
  'quote-form-uk': lazyBlock(() => import(/* webpackChunkName: "slot-quote-form-uk" */ '../features/quote/QuoteUkSlot')),
  'quote-form-nepal': lazyBlock(() => import(/* webpackChunkName: "slot-quote-form-nepal" */ '../features/quote/QuoteNepalSlot')),
} satisfies Record<SlotName, ReturnType<typeof lazyBlock<object>>>;
