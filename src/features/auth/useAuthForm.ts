import { schemaResolver, useForm } from '@mantine/form';
import { useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/**
 * A sign-in or registration form: checked with the API's own schema before anything is sent, and,
 * since the form is prerendered, sending what was typed before its code arrived. `required(name)`
 * gives a required field its value, messages and asterisk; its `key` is passed on its own
 * (`key={form.key(name)}`), as React takes no key from a spread.
 */
export function useAuthForm<Values extends Record<string, unknown>>(
  schema: StandardSchema,
  initialValues: Values,
  onSubmit: (values: Values) => void | Promise<void>,
) {
  const form = useForm<Values>({ mode: 'uncontrolled', initialValues, validate: schemaResolver(schema, { sync: true }) });
  const formRef = useTypedBeforeHydration(form);
  const required = (name: keyof Values & string) => ({ withAsterisk: true, ...form.getInputProps(name) });
  return { form, formRef, required, submit: form.onSubmit((values) => onSubmit(values)) };
}
