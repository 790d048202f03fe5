import { useState, type FormEvent } from 'react';
import type { CompanyChange } from '../wire/protocol';
import { ChangeMessage, useSettingsChange, type SettingsView } from './settingsChange';
import classes from '../editor.module.css';

type Office = SettingsView['config']['offices'][number];
type Social = SettingsView['config']['company']['social'][number];

const OFFICE_FIELDS: { key: keyof Office; label: string; optional?: boolean }[] = [
  { key: 'city', label: 'City' },
  { key: 'name', label: 'Name' },
  { key: 'streetAddress', label: 'Street address' },
  { key: 'addressLocality', label: 'Locality' },
  { key: 'addressRegion', label: 'Region', optional: true },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'addressCountry', label: 'Country code' },
  { key: 'telephone', label: 'Telephone', optional: true },
];

const emptyOffice: Office = { city: '', name: '', streetAddress: '', addressLocality: '', postalCode: '', addressCountry: '' };

/** The company's contact e-mail, its social links and its offices, as one form (a singleton). */
export function CompanyForm({ site }: { site: SettingsView }) {
  const [email, setEmail] = useState(site.config.company.email);
  const [social, setSocial] = useState<Social[]>(site.config.company.social);
  const [offices, setOffices] = useState<Office[]>(site.config.offices);
  const { state, run } = useSettingsChange();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('/company', { version: site.version, email, social, offices } satisfies CompanyChange);
  };
  return (
    <form className={classes.form} onSubmit={submit} aria-labelledby="company-heading">
      <h2 id="company-heading">Company facts</h2>
      <label className={classes.field}>
        Contact e-mail
        <input className={classes.input} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <fieldset className={classes.fieldset}>
        <legend>Social links</legend>
        <ol className={classes.rows}>
          {social.map((link, index) => (
            <li key={index} className={classes.row}>
              <input
                className={classes.input}
                aria-label={`Social link ${index + 1}: name`}
                value={link.label}
                onChange={(event) =>
                  setSocial(social.map((old, at) => (at === index ? { ...old, label: event.target.value } : old)))
                }
              />
              <input
                className={classes.input}
                type="url"
                aria-label={`Social link ${index + 1}: address`}
                value={link.url}
                onChange={(event) =>
                  setSocial(social.map((old, at) => (at === index ? { ...old, url: event.target.value } : old)))
                }
              />
              <button type="button" className={classes.button} onClick={() => setSocial(social.filter((_, at) => at !== index))}>
                Remove {link.label || `social link ${index + 1}`}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className={classes.button} onClick={() => setSocial([...social, { label: '', url: '' }])}>
          Add a social link
        </button>
      </fieldset>
      {offices.map((office, index) => (
        <fieldset key={index} className={classes.fieldset}>
          <legend>Office {index + 1}</legend>
          {OFFICE_FIELDS.map(({ key, label, optional }) => (
            <label key={key} className={classes.field}>
              {label}
              {optional ? ' (optional)' : ''}
              <input
                className={classes.input}
                value={office[key] ?? ''}
                onChange={(event) =>
                  setOffices(offices.map((old, at) => (at === index ? { ...old, [key]: event.target.value } : old)))
                }
              />
            </label>
          ))}
          <button type="button" className={classes.button} onClick={() => setOffices(offices.filter((_, at) => at !== index))}>
            Remove office {index + 1}
          </button>
        </fieldset>
      ))}
      <p>
        <button type="button" className={classes.button} onClick={() => setOffices([...offices, emptyOffice])}>
          Add an office
        </button>
      </p>
      <ChangeMessage state={state} />
      <button type="submit" className={`${classes.button} ${classes.buttonPrimary}`} disabled={state.kind === 'saving'}>
        Save company facts
      </button>
    </form>
  );
}
