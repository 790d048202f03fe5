import type { Postback } from '../../schemas/page-forms';
import { RegionQuoteForm } from './RegionQuoteForm';

/** The form of /quote-uk: budgets in GBP. */
export default function QuoteUkSlot({ postback }: { postback?: Postback }) {
  return <RegionQuoteForm region="uk" postback={postback} />;
}
