import type { ReactNode } from 'react';
import { CookieConsentHost, CookieSettingsButtonIsland } from '../features/cookies';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { SkipLink } from '../layout/SkipLink';
import classes from './AppLayout.module.css';

/** Skip link, cookie banner, sticky header, main area and footer: the frame of every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <CookieConsentHost />
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer
        extraLinks={
          <li>
            <CookieSettingsButtonIsland />
          </li>
        }
      />
    </div>
  );
}
