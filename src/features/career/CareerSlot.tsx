import type { Postback } from '../../schemas/page-forms';
import { CareerForm } from './CareerForm';

/** The 'career-form' slot of /career and /careers: the positions are its page's open roles (app/slots.tsx). */
export default function CareerSlot({ positions, postback }: { positions: readonly string[]; postback?: Postback }) {
  return <CareerForm positions={positions} postback={postback} />;
}
