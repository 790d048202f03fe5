import { site } from '../../config/site';
import { AppButton, type AppButtonProps } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { QuoteButton } from './QuoteButton';
import type { Action } from './schemas';

/** mailto: link to the company's general address with a prefilled subject. */
const mailtoHref = (subject: string) => `mailto:${site.company.email}?subject=${encodeURIComponent(subject)}`;

/** Renders an Action from content as the site's button; only the quote button needs code in the browser. */
export function ActionButton({ action, ...props }: { action: Action } & Omit<AppButtonProps, 'children'>) {
  switch (action.kind) {
    case 'link':
      return (
        <AppButton component={SiteLink} to={action.to} {...props}>
          {action.label}
        </AppButton>
      );
    case 'mail':
      return (
        <AppButton component="a" href={mailtoHref(action.subject)} {...props}>
          {action.label}
        </AppButton>
      );
    case 'quote':
      return <QuoteButton label={action.label} {...props} />;
  }
}
