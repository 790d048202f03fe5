import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SearchForm } from '../../blocks/SearchResults/SearchForm';
import { QuoteButton } from '../../blocks/shared/QuoteButton';
import { site as bundled } from '../../config/site';
import { SEARCH_PATH } from '../../schemas/search';
import { useSiteConfig } from '../../ui/SiteConfig';
import { SiteLink, SiteNavLink } from '../../ui/SiteLink';
import { ColorModeToggleIsland } from '../ColorModeToggle';
import classes from './Header.module.css';
import { MobileMenu } from './MobileMenu';
import { ServicesMenuIsland } from './ServicesMenu';

/**
 * Sticky header: logo, navigation with the services dropdown, search, colour mode, quote button,
 * mobile menu. Links, the quote button, the search form and the phone menu (a popover) are plain
 * HTML; the dropdown, the search field's suggestions and the colour toggle are islands.
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
          <div className={classes.searchDesktop}>
            <SearchForm
              variant="header"
              label="Search the site"
              submit={
                <ActionIcon type="submit" variant="subtle" color="gray" size="lg" aria-label="Search">
                  <IconSearch size={18} stroke={1.8} aria-hidden />
                </ActionIcon>
              }
            />
          </div>
          {/* Where there is no room for the field, the search page has one. */}
          <ActionIcon
            component={SiteLink}
            to={SEARCH_PATH}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Search"
            className={classes.searchCompact}
          >
            <IconSearch size={20} stroke={1.8} aria-hidden />
          </ActionIcon>
          <ColorModeToggleIsland />
          <QuoteButton label="Request a quote" className={classes.quoteDesktop} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
