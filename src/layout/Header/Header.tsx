import { Burger } from '@mantine/core';
import '@mantine/core/styles/Burger.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { site } from '../../config/site';
import { useQuoteDialog } from '../../stores/quoteDialog';
import { AppButton } from '../../ui/AppButton';
import { ColorModeToggle } from '../ColorModeToggle';
import classes from './Header.module.css';
import { ServicesMenu } from './ServicesMenu';

const MobileMenu = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu'));

/** Sticky header: logo, navigation with the services dropdown, colour mode, quote button, mobile menu. */
export function Header() {
  const openQuote = useQuoteDialog((state) => state.open);
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpened(false), [pathname]);

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to="/" className={classes.logo} aria-label={`${site.company.name}, home`}>
          <img src={site.company.logo} alt="" width={36} height={36} />
          <span>{site.company.name}</span>
        </Link>
        <nav className={classes.nav} aria-label="Main">
          <ul className={classes.links}>
            {site.navigation.header.map((link) =>
              link.to === '/services' ? (
                <ServicesMenu key={link.to} label={link.label} to={link.to} />
              ) : (
                <li key={link.to} className={classes.item}>
                  <NavLink to={link.to} className={classes.link}>
                    {link.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={classes.actions}>
          <ColorModeToggle />
          <AppButton className={classes.quoteDesktop} onClick={openQuote} aria-haspopup="dialog">
            Request a quote
          </AppButton>
          <Burger
            className={classes.burger}
            opened={menuOpened}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpened((o) => !o);
            }}
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          />
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} onRequestQuote={openQuote} />
        </Suspense>
      )}
    </header>
  );
}
