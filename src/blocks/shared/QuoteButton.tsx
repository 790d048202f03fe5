import { usePrefetch } from '../../islands/prefetch';
import { AppButton, type AppButtonProps } from '../../ui/AppButton';
import { useQuoteRequest } from './quoteRequest';
import { QUOTE_REQUEST_ATTRIBUTE } from './quoteRequestMarker';

type QuoteButtonProps = Omit<AppButtonProps, 'children' | 'onClick'> & { label: string; 'aria-label'?: string };

/**
 * A button that opens the full-screen quote dialog ('Request a quote'). In the app its handler
 * does; on a static page it is plain HTML that the page's script answers (no island to wake), and
 * the page prefetches the dialog's code so it opens at once.
 */
export function QuoteButton({ label, ...props }: QuoteButtonProps) {
  const openQuote = useQuoteRequest();
  usePrefetch('quote-dialog');
  return (
    <AppButton
      onClick={(event) => {
        // From inside a popover (the phone menu), which would stay above the dialog.
        event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover?.();
        openQuote();
      }}
      aria-haspopup="dialog"
      {...{ [QUOTE_REQUEST_ATTRIBUTE]: '' }}
      {...props}
    >
      {label}
    </AppButton>
  );
}
