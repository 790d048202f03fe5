import { island } from '../../islands/island';
import { backToTopIsland } from './BackToTop.island';
import { AppButton } from '../../ui/AppButton';
import classes from './LegalDocument.module.css';

/** The 'Back to Top' button at the end of a legal text: a smooth scroll to the top of the page. */
export function BackToTop({ label }: { label: string }) {
  return (
    <AppButton
      variant="outline"
      className={classes.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-back-to-top
    >
      {label}
    </AppButton>
  );
}

export const BackToTopIsland = island(backToTopIsland, BackToTop);
