import { site } from '../config/site';
import { mailtoHref } from '../blocks/shared/Action';
import { AppButton } from '../ui/AppButton';

/** Until the on-page form is available: the company address with a prefilled e-mail. */
export function MailFallback({ text, subject, label }: { text: string; subject: string; label: string }) {
  return (
    <div>
      <p>
        {text} <a href={`mailto:${site.company.email}`}>{site.company.email}</a>.
      </p>
      <AppButton component="a" href={mailtoHref(subject)}>
        {label}
      </AppButton>
    </div>
  );
}
