import { MailFallback } from '../MailFallback';

export default function CareerSlot() {
  return <MailFallback text="Send your CV and a few lines about yourself to" subject="Job application" label="Apply by e-mail" />;
}
