import type { Postback } from '../../schemas/page-forms';
import { ContactForm } from './ContactForm';

/** The 'contact-form' slot of /connect and /contact. */
export default function ContactSlot({ postback }: { postback?: Postback }) {
  return <ContactForm postback={postback} />;
}
