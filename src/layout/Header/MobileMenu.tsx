import { Burger, CloseButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { QuoteButton } from '../../blocks/shared/QuoteButton';
import { closeEnclosingPopover } from '../../lib/popover';
import { useSiteConfig } from '../../ui/SiteConfig';
import { SiteNavLink } from '../../ui/SiteLink';
import headerClasses from './Header.module.css';
import classes from './MobileMenu.module.css';

const MENU_ID = 'mobile-menu';

/** A link followed inside the app (no page load) leaves the menu open otherwise. */
const closeMenu = (event: MouseEvent<HTMLElement>) => closeEnclosingPopover(event.currentTarget);

/**
 * The phone menu: About Us, Services, Connect, Career and 'Request a quote', in a panel that slides
 * in from the right. Built on the Popover API, so the browser opens it at the tap, with JavaScript
 * or without, and closes it on Escape, on a tap outside or with its close button; the button's
 * expanded state is the browser's too. No component code runs for any of it.
 */
export function MobileMenu() {
  const site = useSiteConfig();
  return (
    <>
      <Burger className={headerClasses.burger} opened={false} popoverTarget={MENU_ID} aria-label="Open menu" />
      <div id={MENU_ID} popover="auto" role="dialog" aria-labelledby={`${MENU_ID}-title`} className={classes.panel}>
        <div className={classes.top}>
          {/* The dialog's name, not a heading of the page it sits in. */}
          <p id={`${MENU_ID}-title`} className={classes.title}>
            Menu
          </p>
          <CloseButton popoverTarget={MENU_ID} popoverTargetAction="hide" aria-label="Close menu" />
        </div>
        <nav aria-label="Mobile">
          <ul className={classes.list}>
            {site.navigation.mobile.map((link) => (
              <li key={link.to}>
                <SiteNavLink to={link.to} className={classes.link} onClick={closeMenu}>
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <QuoteButton label="Request a quote" fullWidth mt="lg" />
      </div>
    </>
  );
}
