import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { PageForm, Postback } from '../../schemas/page-forms';
import { fieldId } from './pageForm';
import { refusedPostback, usePageFormElement } from './PageFormElement';

type StandardSchema = Parameters<typeof schemaResolver>[0];

interface SubmissionFormOptions<Values extends object, State> {
  /** The form's name: its field ids and where its post without script is answered. */
  name: PageForm;
  useStore: UseBoundStore<StoreApi<State>>;
  /** The shared schema the server checks, checked here as it is there. */
  schema: StandardSchema;
  empty: Values;
  /** What the server rendered the page with after a post without script. */
  postback: Postback | undefined;
  /** A field that is not a text field (the CV): its refusal is the form's to show, not Mantine's. */
  fileField?: string;
}

/**
 * What a visitor's page form (contact, job application) needs from its submission store: the store's
 * state, a Mantine form checked against the shared schema in the browser exactly as the server
 * checks it, and the postback layer every page form shares (usePageFormElement).
 *
 * After a post without script the form starts from what the server rendered it with: refused, the
 * values, the messages beside the fields and the summary above them; sent, the confirmation. Both
 * stay until the visitor sends again (`beginSend`). `field(name)` gives a field its id, name, value
 * and message; `element` is what PageFormElement takes. A visitor who comes back to the page starts
 * afresh, not with the last visit's notice.
 */
export function useSubmissionForm<Values extends object, State extends { reset: () => void }>({
  name,
  useStore,
  schema,
  empty,
  postback,
  fileField,
}: SubmissionFormOptions<Values, State>) {
  const refused = refusedPostback(postback);
  const { [fileField ?? '']: _file, ...initialErrors } = refused?.errors ?? {};
  const state = useStore();
  const form = useForm<Values>({
    initialValues: { ...empty, ...refused?.values },
    initialErrors,
    validate: schemaResolver(schema, { sync: true }),
  });
  const { element, clearSummary } = usePageFormElement(name, postback, form);
  const [confirmed, setConfirmed] = useState(postback?.outcome === 'sent');
  const { reset } = state;
  useEffect(() => () => reset(), [reset]);

  const beginSend = () => {
    clearSummary();
    setConfirmed(false);
  };
  const field = (key: keyof Values & string) => ({ id: fieldId(name, key), name: key, ...form.getInputProps(key) });
  return { ...state, form, formRef: element.formRef, refused, confirmed, beginSend, field, element };
}
