import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isTextField = (node: Element | null): node is Field =>
  (node instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(node.type)) ||
  node instanceof HTMLTextAreaElement ||
  node instanceof HTMLSelectElement;

/**
 * A prerendered form can be typed into before its code arrives: React hydrates the fields keeping
 * what the visitor typed, but the form's state does not know it. Once hydrated, the form takes the
 * text of every field (Mantine marks each with data-path) whose value differs from its state, so
 * what was typed is what is sent. Returns the ref for the <form>.
 */
export function useTypedBeforeHydration<Values extends object>(form: UseFormReturnType<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [path, value] of Object.entries(form.getValues())) {
      const field = element.querySelector(`[data-path="${path}"]`);
      // The field already shows the text: only the form's state takes it. Without forceUpdate: false an
      // uncontrolled form remounts its fields to show new values, and text typed into another field
      // between this read and that render (a visitor typing on, as hydration ends) was wiped.
      if (typeof value === 'string' && isTextField(field) && field.value !== value)
        form.setFieldValue(path as never, field.value, { forceUpdate: false });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration: later typing reaches the form through its own events
  }, []);
  return ref;
}
