import { afterEach, beforeEach, vi } from 'vitest';
import { resetQuote, useQuote, type QuoteResult } from '../../stores/quote';
import { toast } from '../toast/toast';

/**
 * For the quote forms' tests (which mock '../toast/toast'): a fresh quote store before each test
 * whose submit is the returned mock, the toast mock cleared, and the store reset afterwards.
 */
export function mockQuoteSubmit() {
  const submit = vi.fn<(...args: Parameters<ReturnType<typeof useQuote.getState>['submit']>) => Promise<QuoteResult>>();
  beforeEach(() => {
    resetQuote();
    vi.mocked(toast).mockClear();
    submit.mockReset();
    useQuote.setState({ submit });
  });
  afterEach(() => resetQuote());
  return submit;
}
