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
    const typed: Record<string, string> = {};
    for (const [path, value] of Object.entries(form.getValues())) {
      const field = element.querySelector(`[data-path="${path}"]`);
      if (typeof value === 'string' && isTextField(field) && field.value !== value) typed[path] = field.value;
    }
    if (Object.keys(typed).length) form.setValues(typed as Partial<Values>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration: later typing reaches the form through its own events
  }, []);
  return ref;
}
