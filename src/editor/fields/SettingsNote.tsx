import { FieldLabel } from '@puckeditor/core';
import { usePageBackend } from '../backend';
import classes from './fields.module.css';

/** The key of the note among a block's fields: never a prop of the block, so never saved or rendered. */
export const SETTINGS_NOTE_FIELD = 'siteSettings';

/**
 * Above the fields of a block that shows the site's settings (the Offices block, say): which of its
 * facts are not its own, and a way to where they are edited, so nobody looks for the offices'
 * addresses among the block's fields.
 */
export function SettingsNote({ what }: { what: string }) {
  const { siteSettings } = usePageBackend();
  const label = 'Edit the site settings';
  return (
    <FieldLabel label="Shown from the site settings" el="div">
      <p className={classes.hint}>
        {what} are the site's settings, shown on every page that lists them: they are edited there, not here.
      </p>
      {'href' in siteSettings ? (
        <a className={classes.button} href={siteSettings.href}>
          {label}
        </a>
      ) : (
        <button type="button" className={classes.button} onClick={siteSettings.open}>
          {label}
        </button>
      )}
    </FieldLabel>
  );
}
