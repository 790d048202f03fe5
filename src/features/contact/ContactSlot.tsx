import { ContactForm } from './ContactForm';

/** The 'contact-form' slot of /connect and /contact. */
export default function ContactSlot() {
  return <ContactForm />;
}
