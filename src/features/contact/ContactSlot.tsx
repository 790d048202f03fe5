import { MailFallback } from '../MailFallback';

export default function ContactSlot() {
  return <MailFallback text="Write to us at" subject="Website enquiry" label="Send us an e-mail" />;
}
