import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { useEffect } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/**
 * What a visitor's form (contact, job application) needs from its submission store: the store's
 * state, a Mantine form checked against the shared schema in the browser exactly as the server
 * checks it, `ready` once the prerendered form is live (data-ready; tests wait on it), and the ref
 * for the <form> that hands it what was typed before that (useTypedBeforeHydration). The form
 * starts from what the server rendered it with after a post without script (its values and
 * messages, `initialErrors`). A visitor
 * who comes back to the page starts afresh, not with the last visit's notice.
 */
export function useSubmissionForm<Values extends object, State extends { reset: () => void }>(
  useStore: UseBoundStore<StoreApi<State>>,
  schema: StandardSchema,
  initialValues: Values,
  initialErrors?: FormErrors,
) {
  const state = useStore();
  const form = useForm<Values>({ initialValues, initialErrors, validate: schemaResolver(schema, { sync: true }) });
  const ready = useMounted();
  const formRef = useTypedBeforeHydration(form);
  const { reset } = state;
  useEffect(() => () => reset(), [reset]);
  return { ...state, form, ready, formRef };
}
