import { CareerForm } from './CareerForm';

/** The 'career-form' slot of /career and /careers. */
export default function CareerSlot() {
  return <CareerForm />;
}
