import { AppButton, type AppButtonProps } from '../../ui/AppButton';
import { useSiteConfig } from '../../ui/SiteConfig';
import { SiteLink } from '../../ui/SiteLink';
import { QuoteButton } from './QuoteButton';
import type { Action } from './schemas';

/** mailto: link to the company's general address with a prefilled subject. */
const mailtoHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** Renders an Action from content as the site's button; only the quote button needs code in the browser. */
export function ActionButton({ action, ...props }: { action: Action } & Omit<AppButtonProps, 'children'>) {
  const { company } = useSiteConfig();
  switch (action.kind) {
    case 'link':
      return (
        <AppButton component={SiteLink} to={action.to} {...props}>
          {action.label}
        </AppButton>
      );
    case 'mail':
      return (
        <AppButton component="a" href={mailtoHref(company.email, action.subject)} {...props}>
          {action.label}
        </AppButton>
      );
    case 'quote':
      return <QuoteButton label={action.label} {...props} />;
  }
}
