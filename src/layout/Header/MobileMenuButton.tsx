import { Burger } from '@mantine/core';
import '@mantine/core/styles/Burger.css';
import { lazy, Suspense, useState } from 'react';
import { island } from '../../islands/island';
import { mobileMenuIsland } from './MobileMenuButton.island';
import { useQuoteDialog } from '../../stores/quoteDialog';
import classes from './Header.module.css';

const MobileMenu = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu'));

/**
 * The phone menu's button and, once first opened, the menu. It points at the menu
 * (aria-controls) only while the menu is open, since the menu is not in the page otherwise.
 */
export function MobileMenuButton() {
  const openQuote = useQuoteDialog((state) => state.open);
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Burger
        className={classes.burger}
        opened={opened}
        onClick={() => {
          setLoaded(true);
          setOpened((o) => !o);
        }}
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls={opened ? 'mobile-menu' : undefined}
      />
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={() => setOpened(false)} onRequestQuote={openQuote} />
        </Suspense>
      )}
    </>
  );
}

export const MobileMenuButtonIsland = island(mobileMenuIsland, MobileMenuButton);
