import { Switch } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useCookieConsent, type CookieSettings, type OptionalCategory } from '../../stores/cookieConsent';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { COOKIE_SETTINGS_BUTTON_ID } from './bannerHost';
import classes from './CookieBanner.module.css';

const CATEGORIES: { key: OptionalCategory; label: string; description: string }[] = [
  { key: 'analytics', label: 'Analytics', description: 'Count visits and see which pages help visitors.' },
  { key: 'marketing', label: 'Marketing', description: 'Measure whether our advertising works.' },
  { key: 'preferences', label: 'Preferences', description: 'Remember choices such as the display mode.' },
];

const pick = ({ analytics, marketing, preferences }: CookieSettings) => ({ analytics, marketing, preferences });

/**
 * The cookie banner: a labelled region fixed to the bottom of the window. It is not modal, so the
 * page stays usable behind it; it takes focus only when the visitor opened it from Cookie Settings
 * and gives it back there once a choice is made.
 */
export default function CookieBanner({ initialCustomizing = false }: { initialCustomizing?: boolean }) {
  const { settings, openedByVisitor, acceptAll, necessaryOnly, saveCustom } = useCookieConsent();
  const [customizing, setCustomizing] = useState(initialCustomizing);
  const [choice, setChoice] = useState(() => pick(settings));
  const heading = useRef<HTMLHeadingElement>(null);
  const firstToggle = useRef<HTMLInputElement>(null);

  // Customize replaces the buttons with the panel; focus follows to its first choice.
  useEffect(() => {
    if (customizing) firstToggle.current?.focus();
  }, [customizing]);

  useEffect(() => {
    if (!openedByVisitor) return;
    heading.current?.focus();
    return () => document.getElementById(COOKIE_SETTINGS_BUTTON_ID)?.focus();
  }, [openedByVisitor]);

  return (
    <section className={classes.banner} aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <h2 id="cookie-banner-title" className={classes.title} ref={heading} tabIndex={-1}>
        Cookies on this website
      </h2>
      <p className={classes.text}>
        We use essential cookies to make the site work. With your consent we would also use analytics, marketing and preference
        cookies. Read our <SiteLink to="/cookies">Cookie Policy</SiteLink>.
      </p>
      {customizing ? (
        <>
          <fieldset className={classes.panel}>
            <legend className={classes.legend}>Choose which cookies we may use</legend>
            <Switch label="Necessary" description="Always on: the site cannot work without them." checked disabled readOnly />
            {CATEGORIES.map(({ key, label, description }) => (
              <Switch
                key={key}
                ref={key === 'analytics' ? firstToggle : undefined}
                label={label}
                description={description}
                checked={choice[key]}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setChoice((current) => ({ ...current, [key]: checked }));
                }}
              />
            ))}
          </fieldset>
          <div className={classes.actions}>
            <AppButton variant="outline" onClick={necessaryOnly}>
              Reject All
            </AppButton>
            <AppButton onClick={() => saveCustom(choice)}>Save Preferences</AppButton>
          </div>
        </>
      ) : (
        <div className={classes.actions}>
          <AppButton onClick={acceptAll}>Accept All</AppButton>
          <AppButton variant="outline" onClick={necessaryOnly}>
            Necessary Only
          </AppButton>
          <AppButton variant="outline" onClick={() => setCustomizing(true)}>
            Customize
          </AppButton>
        </div>
      )}
    </section>
  );
}
