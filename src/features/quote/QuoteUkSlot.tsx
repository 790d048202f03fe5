import { MailFallback } from '../MailFallback';

export default function QuoteUkSlot() {
  return <MailFallback text="Describe your project and budget in GBP, and send it to" subject="Quote request: UK services" label="Request a UK quote" />;
}
