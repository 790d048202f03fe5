import { IconChevronDown } from '@tabler/icons-react';
import { useMounted } from '@mantine/hooks';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { site } from '../../config/site';
import type { SiteConfig } from '../../config/site-schema';
import { island } from '../../islands/island';
import { servicesMenuIsland } from './ServicesMenu.island';
import { isCurrent, SiteLink, SiteNavLink, useCurrentPath } from '../../ui/SiteLink';
import classes from './Header.module.css';

/**
 * The 'Services' header link and its dropdown of three groups. It opens on hover and when keyboard
 * focus enters it, and closes when the pointer or focus leaves, on Escape, and after navigation.
 * Before its code is live the stylesheet opens it the same way (Header.module.css), so the first
 * hover waits for nothing. Its `groups` come from the header, as the server rendered them with the
 * site config published on the running site, so the island hydrates with those and not with its
 * bundle's; default: the bundle's, which are the server's when it renders with the bundled config.
 */
export function ServicesMenu({
  label,
  to,
  groups = site.navigation.services,
}: {
  label: string;
  to: string;
  groups?: SiteConfig['navigation']['services'];
}) {
  const pathname = useCurrentPath();
  // In the app, navigation keeps the header mounted: a menu opened on another page shows closed.
  const [opened, setOpened] = useState<string | null>(null);
  const open = opened === pathname;
  const setOpen = (value: boolean) => setOpened(value ? pathname : null);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Escape returns focus to the trigger; that focus must not reopen the menu.
  const returningFocus = useRef(false);
  const live = useMounted();
  const wrapper = useRef<HTMLDivElement>(null);
  // It hydrates when the pointer or focus first reaches it: already there, it opens as if it always had.
  useEffect(() => {
    const node = wrapper.current;
    if (node && (node.matches(':hover') || node.contains(document.activeElement))) setOpened(pathname);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      returningFocus.current = true;
      trigger.current?.focus();
      returningFocus.current = false;
    }
  };
  const groupPaths = groups.flatMap((group) => group.links.map((link) => link.to));

  return (
    // Hover opens what focus and the trigger's own keys already open: the wrapper is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className={classes.menu}
      data-live={live || undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (!returningFocus.current) setOpen(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <SiteLink
        ref={trigger}
        to={to}
        className={isCurrent(to, pathname) || groupPaths.includes(pathname) ? `${classes.link} ${classes.active}` : classes.link}
        aria-current={isCurrent(to, pathname) ? 'page' : undefined}
        aria-expanded={open}
        aria-controls="services-menu"
      >
        {label}
        <IconChevronDown size={16} aria-hidden />
      </SiteLink>
      <div id="services-menu" className={classes.dropdown} hidden={!open}>
        {groups.map((group) => (
          <div key={group.label}>
            <p className={classes.groupLabel}>{group.label}</p>
            <ul className={classes.groupLinks}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <SiteNavLink to={link.to} className={classes.groupLink} end>
                    {link.label}
                  </SiteNavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Hydrates when the pointer or keyboard focus first reaches it, then opens as if it always had. */
export const ServicesMenuIsland = island(servicesMenuIsland, ServicesMenu);
