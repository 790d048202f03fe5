import { MailFallback } from '../MailFallback';

export default function QuoteNepalSlot() {
  return <MailFallback text="Describe your project and budget in NPR, and send it to" subject="Quote request: Nepal services" label="Request a Nepal quote" />;
}
