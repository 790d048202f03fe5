import { Link } from 'react-router-dom';
import { site } from '../../config/site';
import { useQuoteDialog } from '../../stores/quoteDialog';
import { AppButton, type AppButtonProps } from '../../ui/AppButton';
import type { Action } from './schemas';

/** mailto: link to the company's general address with a prefilled subject. */
export const mailtoHref = (subject: string) => `mailto:${site.company.email}?subject=${encodeURIComponent(subject)}`;

/** Renders an Action from content as the site's button. */
export function ActionButton({ action, ...props }: { action: Action } & Omit<AppButtonProps, 'children'>) {
  const openQuote = useQuoteDialog((state) => state.open);
  switch (action.kind) {
    case 'link':
      return (
        <AppButton component={Link} to={action.to} {...props}>
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
      return (
        <AppButton onClick={openQuote} aria-haspopup="dialog" {...props}>
          {action.label}
        </AppButton>
      );
  }
}
