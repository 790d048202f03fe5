/**
 * What a visitor does to an island before its code has arrived, kept and done again once it has
 * hydrated, so hydrating on first interaction is invisible: the click that woke a button still
 * presses it, text typed into a form is still in the form's state, a hovered menu still opens.
 * Links are left alone (they work without code).
 */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'input', 'change', 'submit'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

export interface Recorder {
  /** Stops listening and replays what happened, after the island hydrated. */
  replay: () => void;
  /** Stops listening without replaying (the island was not hydrated). */
  stop: () => void;
}

/** Listens on `element` until replay or stop; `onFirst` runs on the first interaction of any kind. */
export function recordInteractions(element: HTMLElement, onFirst: () => void): Recorder {
  let pressed: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;
  const changed = new Set<Field>();
  const listener = (event: Event) => {
    onFirst();
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'click' && target && !target.closest('a[href]')) {
      event.preventDefault();
      event.stopPropagation();
      pressed = target.closest<HTMLElement>('button, input, label, [role="tab"], [role="switch"]') ?? (target as HTMLElement);
    } else if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      event.preventDefault();
      submitted = event.target;
    } else if ((event.type === 'input' || event.type === 'change') && isField(event.target)) {
      changed.add(event.target);
    }
  };
  const options = (type: string) => ({ capture: true, passive: !['click', 'submit'].includes(type) });
  for (const type of EVENTS) element.addEventListener(type, listener, options(type));
  const stop = () => {
    for (const type of EVENTS) element.removeEventListener(type, listener, options(type));
  };
  return {
    stop,
    replay: () => {
      stop();
      for (const field of changed) replayValue(field);
      const hovered = [...element.querySelectorAll(':hover')].pop();
      hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
      const focused = document.activeElement;
      if (focused && focused !== document.body && element.contains(focused))
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      if (pressed?.isConnected) pressed.click();
      else if (submitted?.isConnected) submitted.requestSubmit();
    },
  };
}

/**
 * Hands a value typed before hydration to React: React keeps the DOM's value when it hydrates but
 * not in its state, so the field reports it as a change, the way React sees a typed character.
 */
function replayValue(field: Field) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return; // pressed, replayed as a click
  if (field instanceof HTMLInputElement && field.type === 'file') {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  // React tracks the last value it saw through the element's own `value` property: make it see
  // an empty field, then put the typed text back underneath it and announce an input.
  field.value = '';
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', typed, field);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
