import { RegionQuoteForm } from './RegionQuoteForm';

/** The form of /quote-nepal: budgets in NPR. */
export default function QuoteNepalSlot() {
  return <RegionQuoteForm region="nepal" />;
}
