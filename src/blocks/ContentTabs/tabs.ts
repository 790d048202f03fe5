/** Marks the element that holds a ContentTabs block's choices, for the binder to find. */
export const TAB_LIST_ATTRIBUTE = 'data-tab-list';

const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * Turns one ContentTabs block's radio group into WAI-ARIA tabs once script runs, as GOV.UK's tabs
 * component enhances its links: the group becomes a `tablist`, each choice (a radio and its label,
 * the label being what shows) a `tab` (selected or not,
 * one tab stop for the list), each panel a `tabpanel` named by its tab; the arrow keys, Home and End
 * move between tabs and show their panel. The radios stay underneath, checked as before, so the
 * stylesheet that shows the checked one's panel is the same with script or without. Framework-free:
 * a static page's script and the block's own effect in the app call it alike. Returns what undoes it.
 */
export function bindContentTabs(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(`[${TAB_LIST_ATTRIBUTE}]`);
  if (!list) return () => {};
  const radios = [...list.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const pairs = radios.flatMap((radio) => {
    const tab = radio.parentElement;
    const panel = root.ownerDocument.getElementById(radio.getAttribute('aria-controls') ?? '');
    return tab?.id && tab !== list && panel ? [{ radio, tab, panel }] : [];
  });
  if (pairs.length !== radios.length) return () => {};
  const before = { role: list.getAttribute('role') };

  const sync = () => {
    for (const { radio, tab } of pairs) {
      tab.setAttribute('aria-selected', String(radio.checked));
      tab.tabIndex = radio.checked ? 0 : -1;
    }
  };
  const select = (index: number) => {
    const pair = pairs[(index + pairs.length) % pairs.length];
    if (!pair) return;
    pair.radio.checked = true;
    sync();
    pair.tab.focus();
  };

  list.setAttribute('role', 'tablist');
  for (const { radio, tab, panel } of pairs) {
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    // The tab is the control now; its radio only keeps the state the stylesheet reads (`:checked`).
    radio.disabled = true;
    radio.setAttribute('aria-hidden', 'true');
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
  }
  sync();

  const onClick = (event: MouseEvent) => {
    const index = pairs.findIndex(({ tab }) => event.target instanceof Node && tab.contains(event.target));
    if (index < 0) return;
    // Not the label's own behaviour, which would move focus to the radio under it.
    event.preventDefault();
    select(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!KEYS.includes(event.key)) return;
    const current = pairs.findIndex(({ radio }) => radio.checked);
    event.preventDefault();
    if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(pairs.length - 1);
    else select(current + (event.key === 'ArrowRight' ? 1 : -1));
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  return () => {
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    if (before.role === null) list.removeAttribute('role');
    else list.setAttribute('role', before.role);
    for (const { radio, tab, panel } of pairs) {
      for (const name of ['role', 'aria-selected', 'aria-controls', 'tabindex']) tab.removeAttribute(name);
      radio.disabled = false;
      radio.removeAttribute('aria-hidden');
      for (const name of ['role', 'aria-labelledby', 'tabindex']) panel.removeAttribute(name);
    }
  };
}
