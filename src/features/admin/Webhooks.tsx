import { Checkbox, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { api, call, errorMessage } from '../../api/client';
import { dateTime } from '../../lib/text';
import { WEBHOOK_KINDS, WebhookEndpointInputSchema, type WebhookEndpoint, type WebhookKind } from '../../schemas/webhooks';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import classes from './Admin.module.css';
import { ShownOnce, useShownOnce } from './ShownOnce';
import { useServerValue } from './useServerValue';

const KIND_LABELS: Record<WebhookKind, string> = {
  quote: 'Quote requests',
  contact: 'Contact messages',
  application: 'Job applications',
};

const say = (error: unknown, fallback: string) => void toast({ message: errorMessage(error, fallback), variant: 'error' });

/** Add an endpoint: its address and kinds. Its signing secret is shown once, to copy into the receiver. */
function AddEndpoint({ onAdded }: { onAdded: () => Promise<void> }) {
  const [url, setUrl] = useState('');
  const [kinds, setKinds] = useState<WebhookKind[]>([...WEBHOOK_KINDS]);
  const { problem, busy, shown: secret, send } = useShownOnce<{ url: string; secret: string }>();

  const submit = (event: FormEvent) =>
    send(event, WebhookEndpointInputSchema.safeParse({ url, kinds }), {
      invalid: 'Check the address',
      ask: async (input) => {
        const created = await call.post('/api/admin/webhooks', { json: input });
        return { url: created.url, secret: created.secret };
      },
      then: async () => {
        setUrl('');
        await onAdded();
      },
      failure: 'The endpoint could not be added',
    });

  return (
    <form className={classes.methodForm} onSubmit={(event) => void submit(event)} aria-label="Add a webhook endpoint">
      <TextInput
        label="Endpoint address"
        description="https:// on the internet; the receiver verifies each request with the secret shown after adding it"
        type="url"
        autoComplete="off"
        value={url}
        error={problem}
        onChange={(event) => setUrl(event.currentTarget.value)}
      />
      <Checkbox.Group
        label="Send"
        value={kinds}
        onChange={(value) => setKinds(WEBHOOK_KINDS.filter((kind) => value.includes(kind)))}
      >
        {WEBHOOK_KINDS.map((kind) => (
          <Checkbox key={kind} value={kind} label={KIND_LABELS[kind]} mt="xs" />
        ))}
      </Checkbox.Group>
      <AppButton type="submit" loading={busy}>
        Add endpoint
      </AppButton>
      {secret && (
        <ShownOnce label="Signing secret" value={secret.secret} copyLabel="Copy secret">
          {secret.url} will get each new submission. Its signing secret is shown only now:
        </ShownOnce>
      )}
    </form>
  );
}

/** An endpoint's newest deliveries, each with Retry. */
function Deliveries({ endpoint, onRetried }: { endpoint: WebhookEndpoint; onRetried: () => Promise<void> }) {
  const [log, load] = useServerValue('/api/admin/webhooks/{id}/deliveries', 'The deliveries could not be loaded', {
    id: endpoint.id,
  });
  if (!log) return <p className={classes.muted}>Loading...</p>;
  if (log.length === 0) return <p className={classes.muted}>Nothing sent yet.</p>;
  return (
    <ul className={classes.inboxList} aria-label={`Deliveries to ${endpoint.url}`}>
      {log.map((delivery) => (
        <li key={delivery.id} data-delivery={delivery.status}>
          <span>
            {delivery.status === 'succeeded'
              ? 'Delivered'
              : delivery.status === 'pending'
                ? 'Waiting to be tried again'
                : 'Failed'}{' '}
            {dateTime(delivery.at)} · {delivery.attempt} {delivery.attempt === 1 ? 'try' : 'tries'}
            {delivery.responseStatus !== null && ` · HTTP ${delivery.responseStatus}`}
            {delivery.error && <span className={classes.muted}> · {delivery.error}</span>}
            {delivery.attempts.length > 0 && (
              <details>
                <summary>Every try ({delivery.attempts.length})</summary>
                <ol aria-label="Every try, newest first">
                  {delivery.attempts.map((attempt) => (
                    <li key={attempt.at}>
                      {dateTime(attempt.at)} · {attempt.responseStatus === null ? 'no answer' : `HTTP ${attempt.responseStatus}`}{' '}
                      · {attempt.durationMs} ms
                      {attempt.error && <span className={classes.muted}> · {attempt.error}</span>}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </span>{' '}
          <AppButton
            size="compact-md"
            variant="outline"
            onClick={async () => {
              try {
                await api.post(`admin/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`);
                void toast({ message: 'Queued to be sent again', variant: 'success' });
                await Promise.all([load(), onRetried()]);
              } catch (error) {
                say(error, 'The delivery could not be queued again');
              }
            }}
          >
            Retry
          </AppButton>
        </li>
      ))}
    </ul>
  );
}

function EndpointRow({ endpoint, onChange }: { endpoint: WebhookEndpoint; onChange: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const state = endpoint.disabledAt
    ? `Disabled ${dateTime(endpoint.disabledAt)} after failing for days: fix the receiver, then retry a delivery.`
    : endpoint.failingSince
      ? `Failing since ${dateTime(endpoint.failingSince)}.`
      : 'Active.';
  return (
    <li className={classes.inboxItem}>
      <h3 className={classes.cardTitle}>{endpoint.url}</h3>
      <p className={classes.muted}>
        {endpoint.kinds.map((kind) => KIND_LABELS[kind]).join(', ')} · {state}
      </p>
      <p>
        <AppButton size="compact-md" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide deliveries' : 'Deliveries'}
        </AppButton>{' '}
        <AppButton
          size="compact-md"
          variant="outline"
          color="red"
          onClick={async () => {
            try {
              await api.delete(`admin/webhooks/${endpoint.id}`);
              void toast({ message: `${endpoint.url} gets nothing more.`, variant: 'success' });
              await onChange();
            } catch (error) {
              say(error, 'The endpoint could not be removed');
            }
          }}
        >
          Remove
        </AppButton>
      </p>
      {open && <Deliveries endpoint={endpoint} onRetried={onChange} />}
    </li>
  );
}

/** The webhook endpoints a CRM listens on: each new submission of their kinds is sent to them, signed. */
export function Webhooks() {
  const [endpoints, load] = useServerValue('/api/admin/webhooks', 'The webhook endpoints could not be loaded');
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className={classes.sectionTitle}>
        Webhooks
      </h2>
      <p className={classes.muted}>
        Send each new enquiry to another system (a CRM) as it arrives, signed per Standard Webhooks.
      </p>
      <AddEndpoint onAdded={load} />
      {endpoints && endpoints.length > 0 && (
        <ul className={classes.inboxList} aria-label="Webhook endpoints">
          {endpoints.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} onChange={load} />
          ))}
        </ul>
      )}
    </section>
  );
}
