import { CopyButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';

/**
 * A form whose answer holds something the server shows once (an invitation's link, a webhook's
 * signing secret): whether it is busy, its problem, and what is shown. `send` asks (`ask`), shows
 * the answer, then runs `then` (a field emptied, a list read again); a failure shows the server's
 * words, else `failure`. What was shown goes as soon as the next is asked for: beside the next
 * request it would be taken for that one's (a link sent to the wrong person).
 */
export function useShownOnce<T>() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<T | null>(null);
  const send = async (ask: () => Promise<T>, then: () => Promise<void>, failure: string) => {
    setBusy(true);
    setProblem(null);
    setShown(null);
    try {
      setShown(await ask());
      await then();
    } catch (error) {
      setProblem(errorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };
  return { problem, setProblem, busy, shown, send };
}

/** What `useShownOnce` shows: what it is (`children`), the value itself, named `label`, and a button that copies it. */
export function ShownOnce({
  children,
  label,
  value,
  copyLabel,
}: {
  children: ReactNode;
  label: string;
  value: string;
  copyLabel: string;
}) {
  return (
    <p role="status" className={classes.muted}>
      {children}{' '}
      <code className={classes.shownOnce} aria-label={label}>
        {value}
      </code>{' '}
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <AppButton variant="outline" onClick={copy}>
            {copied ? 'Copied' : copyLabel}
          </AppButton>
        )}
      </CopyButton>
    </p>
  );
}
