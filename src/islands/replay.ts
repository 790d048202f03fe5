/**
 * What a visitor does to an island before its code has arrived, kept and done again once it has
 * hydrated, so hydrating on first interaction is invisible: the click that woke a button still
 * presses it, a file chosen is still chosen, a hovered menu still opens. Links are left alone (they
 * work without code); text typed into a form stays in its fields, and the form takes it from there
 * once hydrated (src/features/forms/useTypedBeforeHydration.ts). Only the DOM's own events are
 * used: nothing here reaches into React.
 */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'input', 'change', 'submit'] as const;

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
  const files = new Set<HTMLInputElement>();
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
      // React hears a file input's choice through its change event, which it missed.
      for (const input of files) input.dispatchEvent(new Event('change', { bubbles: true }));
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
