import { useContext } from 'react';
import { RenderModeContext } from '../../islands/context';
import { AppButton, type AppButtonProps } from '../../ui/AppButton';
import { useQuoteRequest } from './quoteRequest';
import { QUOTE_DIALOG_COMMAND, QUOTE_REQUEST_ATTRIBUTE } from './quoteRequestMarker';

type QuoteButtonProps = Omit<AppButtonProps, 'children' | 'onClick'> & { label: string; 'aria-label'?: string };

/**
 * A button that opens the full-screen quote dialog ('Request a quote'). In the app its handler
 * does; on a static page it is plain HTML that the page's script answers (no island to wake), and
 * with JavaScript blocked its command opens the dialog prerendered in the page.
 */
export function QuoteButton({ label, ...props }: QuoteButtonProps) {
  const openQuote = useQuoteRequest();
  // Only where the dialog is in the page's HTML: the app mounts it when first asked for.
  const command = useContext(RenderModeContext) === 'static' ? QUOTE_DIALOG_COMMAND : {};
  return (
    <AppButton
      onClick={(event) => {
        // From inside a popover (the phone menu), which would stay above the dialog.
        event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover?.();
        openQuote();
      }}
      aria-haspopup="dialog"
      {...{ [QUOTE_REQUEST_ATTRIBUTE]: '', ...command }}
      {...props}
    >
      {label}
    </AppButton>
  );
}
