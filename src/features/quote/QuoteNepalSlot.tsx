import type { Postback } from '../../schemas/page-forms';
import { RegionQuoteForm } from './RegionQuoteForm';

/** The form of /quote-nepal: budgets in NPR. */
export default function QuoteNepalSlot({ postback }: { postback?: Postback }) {
  return <RegionQuoteForm region="nepal" postback={postback} />;
}
