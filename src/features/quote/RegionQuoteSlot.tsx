import type { Postback } from '../../schemas/page-forms';
import { RegionQuoteForm } from './RegionQuoteForm';

/** The form of /quote-uk (budgets in GBP) and of /quote-nepal (in NPR): one screen, the region its slot's. */
export default function RegionQuoteSlot({ region, postback }: { region: 'uk' | 'nepal'; postback?: Postback }) {
  return <RegionQuoteForm region={region} postback={postback} />;
}
