import type { ReactNode } from 'react';
import { CookieConsentHost, CookieSettingsButton } from '../features/cookies';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { SkipLink } from '../layout/SkipLink';
import classes from './AppLayout.module.css';

/**
 * Skip link, sticky header, main area, footer and cookie banner: the frame of every page. The
 * banner (fixed at the bottom of the window) comes last in the document, so a page's headings
 * start with its own <h1> even while the banner waits, hidden, in a static page's HTML.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer
        extraLinks={
          <li>
            <CookieSettingsButton />
          </li>
        }
      />
      <CookieConsentHost />
    </div>
  );
}
