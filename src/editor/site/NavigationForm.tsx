import { useState, type FormEvent } from 'react';
import type { NavigationChange } from '../wire/protocol';
import { LinkList } from './LinkList';
import { ChangeMessage, useSettingsChange, type SettingsView } from './settingsChange';
import classes from '../editor.module.css';

type Navigation = SettingsView['config']['navigation'];

/** The header's links, the services dropdown's groups, the mobile menu and the footer, as one form (a singleton). */
export function NavigationForm({ site }: { site: SettingsView }) {
  const [navigation, setNavigation] = useState<Navigation>(site.config.navigation);
  const { state, run } = useSettingsChange();
  const routes = site.config.routes;
  const set = <K extends keyof Navigation>(key: K, value: Navigation[K]) => setNavigation({ ...navigation, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('/navigation', { version: site.version, navigation } satisfies NavigationChange);
  };
  return (
    <form className={classes.form} onSubmit={submit} aria-labelledby="navigation-heading">
      <h2 id="navigation-heading">Navigation</h2>
      <LinkList name="Header links" links={navigation.header} routes={routes} onChange={(links) => set('header', links)} />
      <fieldset className={classes.fieldset}>
        <legend>Services dropdown</legend>
        {navigation.services.map((group, index) => (
          <div key={index} className={classes.group}>
            <label className={classes.field}>
              Group {index + 1}: heading
              <input
                className={classes.input}
                value={group.label}
                onChange={(event) =>
                  set(
                    'services',
                    navigation.services.map((old, at) => (at === index ? { ...old, label: event.target.value } : old)),
                  )
                }
              />
            </label>
            <LinkList
              name={`Group ${index + 1} links`}
              links={group.links}
              routes={routes}
              onChange={(links) =>
                set(
                  'services',
                  navigation.services.map((old, at) => (at === index ? { ...old, links } : old)),
                )
              }
            />
            <button
              type="button"
              className={classes.button}
              onClick={() =>
                set(
                  'services',
                  navigation.services.filter((_, at) => at !== index),
                )
              }
            >
              Remove group {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={classes.button}
          onClick={() => set('services', [...navigation.services, { label: '', links: [{ label: '', to: '' }] }])}
        >
          Add a group
        </button>
      </fieldset>
      <LinkList name="Mobile menu links" links={navigation.mobile} routes={routes} onChange={(links) => set('mobile', links)} />
      <LinkList name="Footer links" links={navigation.footer} routes={routes} onChange={(links) => set('footer', links)} />
      <ChangeMessage state={state} />
      <button type="submit" className={`${classes.button} ${classes.buttonPrimary}`} disabled={state.kind === 'saving'}>
        Save navigation
      </button>
    </form>
  );
}
