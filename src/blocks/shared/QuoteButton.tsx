import { useContext } from 'react';
import { RenderModeContext } from '../../islands/context';
import { AppButton, type AppButtonProps } from '../../ui/AppButton';
import { QUOTE_DIALOG_COMMAND, QUOTE_REQUEST_ATTRIBUTE } from './quoteRequestMarker';

type QuoteButtonProps = Omit<AppButtonProps, 'children' | 'onClick'> & { label: string; 'aria-label'?: string };

/**
 * A button that opens the full-screen quote dialog ('Request a quote'). Plain HTML with no handler:
 * one listener for the whole document answers every such button, on a static page and in the app
 * alike (features/quote/quoteRequests.ts), and with JavaScript blocked its command opens the dialog
 * prerendered in the page.
 */
export function QuoteButton({ label, ...props }: QuoteButtonProps) {
  // Only where the dialog is in the page's HTML: the app mounts it when first asked for.
  const command = useContext(RenderModeContext) === 'static' ? QUOTE_DIALOG_COMMAND : {};
  return (
    <AppButton aria-haspopup="dialog" {...{ [QUOTE_REQUEST_ATTRIBUTE]: '', ...command }} {...props}>
      {label}
    </AppButton>
  );
}
