import { island } from '../../islands/island';
import { quoteButtonIsland } from './QuoteButton.island';
import { AppButton, type AppButtonProps } from '../../ui/AppButton';
import { useQuoteRequest } from './quoteRequest';

type QuoteButtonProps = Omit<AppButtonProps, 'children' | 'onClick'> & { label: string; 'aria-label'?: string };

/** A button that opens the full-screen quote dialog ('Request a quote'). */
export function QuoteButton({ label, ...props }: QuoteButtonProps) {
  const openQuote = useQuoteRequest();
  return (
    <AppButton onClick={openQuote} aria-haspopup="dialog" {...props}>
      {label}
    </AppButton>
  );
}

/** On a static page the button hydrates on the first interaction, which it then performs. */
export const QuoteButtonIsland = island(quoteButtonIsland, QuoteButton);
