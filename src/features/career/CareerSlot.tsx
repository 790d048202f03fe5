import type { Postback } from '../../schemas/page-forms';
import { CareerForm } from './CareerForm';

/** The 'career-form' slot of /career and /careers. */
export default function CareerSlot({ postback }: { postback?: Postback }) {
  return <CareerForm postback={postback} />;
}
