import { RegionQuoteForm } from './RegionQuoteForm';

/** The form of /quote-uk: budgets in GBP. */
export default function QuoteUkSlot() {
  return <RegionQuoteForm region="uk" />;
}
