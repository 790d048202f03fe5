import type { ReactNode } from 'react';
import { island } from '../../islands/island';
import { legalPanelIsland } from './LegalPanel.island';
import classes from './LegalDocument.module.css';
import { useLegalPanels } from './panels';

/** A collapsible section's heading button and its text (the children), open until the visitor closes it. */
export function LegalPanel({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const open = useLegalPanels((state) => !state.closed.has(id));
  const toggle = useLegalPanels((state) => state.toggle);
  const panelId = `${id}-panel`;
  return (
    <>
      <h2 id={`${id}-heading`} className={classes.heading}>
        <button type="button" className={classes.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => toggle(id)}>
          <span>{title}</span>
          <span className={classes.chevron} data-open={open || undefined} aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={classes.panel}>
        {children}
      </div>
    </>
  );
}

/** On a static page the text stays the prerendered HTML; only the toggle hydrates, on first use. */
export const LegalPanelIsland = island(legalPanelIsland, LegalPanel);
