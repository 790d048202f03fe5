import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { site } from '../../config/site';
import classes from './Header.module.css';

/**
 * The 'Services' header link and its dropdown of three groups. It opens on hover and when keyboard
 * focus enters it, closes when the pointer or focus leaves, on Escape, and after navigation.
 */
export function ServicesMenu({ label, to }: { label: string; to: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Escape returns focus to the trigger; that focus must not reopen the menu.
  const returningFocus = useRef(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      returningFocus.current = true;
      trigger.current?.focus();
      returningFocus.current = false;
    }
  };
  const groupPaths = site.navigation.services.flatMap((group) => group.links.map((link) => link.to));

  return (
    <li
      className={classes.item}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (!returningFocus.current) setOpen(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink
        ref={trigger}
        to={to}
        className={({ isActive }) =>
          isActive || groupPaths.includes(pathname) ? `${classes.link} ${classes.active}` : classes.link
        }
        aria-expanded={open}
        aria-controls="services-menu"
      >
        {label}
        <IconChevronDown size={16} aria-hidden />
      </NavLink>
      <div id="services-menu" className={classes.dropdown} hidden={!open}>
        {site.navigation.services.map((group) => (
          <div key={group.label}>
            <p className={classes.groupLabel}>{group.label}</p>
            <ul className={classes.groupLinks}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={classes.groupLink} end>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}
