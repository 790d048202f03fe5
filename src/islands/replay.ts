/**
 * What a visitor does to an island before its code has arrived, kept and done again once it has
 * hydrated, so hydrating on first interaction is invisible: the click that woke a button still
 * presses it, a file chosen is still chosen, a form submitted is still submitted. Links are left
 * alone (they work without code); text typed into a form stays in its fields, and the form takes it
 * from there once hydrated (src/features/forms/useTypedBeforeHydration.ts); what the pointer or
 * focus is on when it hydrates, a component reads from the DOM itself (ServicesMenu). Only the
 * DOM's own events are used: nothing here knows how a framework listens.
 */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'input', 'change', 'submit'] as const;

export interface Recorder {
  /**
   * Stops listening and does again what was held back: the press, or the submit. After the island
   * hydrated, its code answers them; if it never could, the browser does, so a form's submit button
   * submits the form natively (a page form posts to its own address and the server answers it).
   */
  replay: () => void;
  /** Stops listening without doing anything again (the island had nothing to show). */
  stop: () => void;
}

/** Listens on `element` until replay or stop; `onFirst` runs on the first interaction of any kind. */
export function recordInteractions(element: HTMLElement, onFirst: () => void): Recorder {
  // Where in the island, not which node: an island whose code threw gets its prerendered HTML back
  // (new nodes, the same places), and what was pressed there is pressed again all the same.
  const placeOf = (node: Element) => {
    const place: number[] = [];
    for (let at = node; at !== element && at.parentElement; at = at.parentElement)
      place.unshift([...at.parentElement.children].indexOf(at));
    return place;
  };
  const nodeAt = (place: number[]) => place.reduce<Element | null>((node, index) => node?.children[index] ?? null, element);
  let pressed: number[] | null = null;
  let submitted: { form: number[]; submitter: number[] | null } | null = null;
  const files = new Set<HTMLInputElement>();
  const listener = (event: Event) => {
    onFirst();
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'click' && target && !target.closest('a[href]')) {
      event.preventDefault();
      event.stopPropagation();
      pressed = placeOf(target.closest('button, input, label, [role="tab"], [role="switch"]') ?? target);
    } else if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      event.preventDefault();
      const { submitter } = event as SubmitEvent;
      submitted = { form: placeOf(event.target), submitter: submitter ? placeOf(submitter) : null };
    } else if (event.type === 'change' && event.target instanceof HTMLInputElement && event.target.type === 'file') {
      files.add(event.target);
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
      // A hydrated component hears a file input's choice through its change event, which it missed.
      for (const input of files) input.dispatchEvent(new Event('change', { bubbles: true }));
      const press = pressed && nodeAt(pressed);
      const form = submitted && nodeAt(submitted.form);
      if (press instanceof HTMLElement) press.click();
      else if (submitted && form instanceof HTMLFormElement) {
        const submitter = submitted.submitter && nodeAt(submitted.submitter);
        form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
      }
    },
  };
}
