import { create } from 'zustand';

interface PanelsState {
  /** Ids of the collapsible sections the visitor closed (all start open). */
  closed: ReadonlySet<string>;
  toggle: (id: string) => void;
  open: (id: string) => void;
}

const initial = { closed: new Set<string>() };

/**
 * Which collapsible sections are closed, shared by the sections and the navigation that opens
 * them: on a static page each is its own island.
 */
export const useLegalPanels = create<PanelsState>()((set) => ({
  ...initial,
  toggle: (id) =>
    set(({ closed }) => {
      const next = new Set(closed);
      if (!next.delete(id)) next.add(id);
      return { closed: next };
    }),
  open: (id) => set(({ closed }) => ({ closed: new Set([...closed].filter((x) => x !== id)) })),
}));

/** Every section open again, for tests and stories. */
export const resetLegalPanels = () => useLegalPanels.setState(initial);
