import { CopyButton } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../api/client';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';

/** What a form's `send` asks of the server, and what it says when it cannot. */
interface ShownOnceRequest<I, T> {
  /** Shown when the input is refused without a message of its schema's. */
  invalid: string;
  ask: (input: I) => Promise<T>;
  then: () => Promise<void>;
  /** Shown when the server fails without words of its own. */
  failure: string;
}

/**
 * A form whose answer holds something the server shows once (an invitation's link, a webhook's
 * signing secret): whether it is busy, its problem, and what is shown. `send`, the form's submit,
 * takes its input as its schema `checked` it (the first problem shown, else `invalid`), asks
 * (`ask`), shows the answer, then runs `then` (a field emptied, a list read again); a failure shows
 * the server's words, else `failure`. What was shown goes as soon as the next is asked for: beside
 * the next request it would be taken for that one's (a link sent to the wrong person).
 */
export function useShownOnce<T>() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<T | null>(null);
  const send = async <I,>(event: FormEvent, checked: z.ZodSafeParseResult<I>, request: ShownOnceRequest<I, T>) => {
    event.preventDefault();
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? request.invalid);
    const { ask, then, failure } = request;
    setBusy(true);
    setProblem(null);
    setShown(null);
    try {
      setShown(await ask(checked.data));
      await then();
    } catch (error) {
      setProblem(errorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };
  return { problem, busy, shown, send };
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
