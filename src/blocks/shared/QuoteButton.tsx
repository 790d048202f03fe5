import { island } from '../../islands/island';
import { useQuoteDialog } from '../../stores/quoteDialog';
import { AppButton, type AppButtonProps } from '../../ui/AppButton';

type QuoteButtonProps = Omit<AppButtonProps, 'children' | 'onClick'> & { label: string; 'aria-label'?: string };

/** A button that opens the full-screen quote dialog ('Request a quote'). */
export function QuoteButton({ label, ...props }: QuoteButtonProps) {
  const openQuote = useQuoteDialog((state) => state.open);
  return (
    <AppButton onClick={openQuote} aria-haspopup="dialog" {...props}>
      {label}
    </AppButton>
  );
}

/** On a static page the button hydrates on the first interaction, which it then performs. */
export const QuoteButtonIsland = island('quote-button', QuoteButton, { as: 'span' });
