import { QuoteButton } from '../../blocks/shared/QuoteButton';
import { site as bundled } from '../../config/site';
import { useSiteConfig } from '../../ui/SiteConfig';
import { SiteLink, SiteNavLink } from '../../ui/SiteLink';
import { ColorModeToggleIsland } from '../ColorModeToggle';
import classes from './Header.module.css';
import { MobileMenu } from './MobileMenu';
import { ServicesMenuIsland } from './ServicesMenu';

/**
 * Sticky header: logo, navigation with the services dropdown, colour mode, quote button, mobile
 * menu. Links, the quote button and the phone menu (a popover) are plain HTML; the dropdown and
 * the colour toggle are islands.
 */
export function Header() {
  const site = useSiteConfig();
  // The dropdown is an island, which the browser hydrates from its own bundle: the groups rendered
  // here travel in its props, unless they are the bundle's own, which it falls back to (so the
  // build's pages carry no copy).
  const services = site.navigation.services === bundled.navigation.services ? undefined : site.navigation.services;
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <SiteLink to="/" className={classes.logo} aria-label={`${site.company.name}, home`}>
          <img src={site.company.logo} alt="" width={36} height={36} />
          <span>{site.company.name}</span>
        </SiteLink>
        <nav className={classes.nav} aria-label="Main">
          <ul className={classes.links}>
            {site.navigation.header.map((link) => (
              <li key={link.to} className={classes.item}>
                {link.to === '/services' ? (
                  <ServicesMenuIsland label={link.label} to={link.to} groups={services} />
                ) : (
                  <SiteNavLink to={link.to} className={classes.link}>
                    {link.label}
                  </SiteNavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={classes.actions}>
          <ColorModeToggleIsland />
          <QuoteButton label="Request a quote" className={classes.quoteDesktop} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
