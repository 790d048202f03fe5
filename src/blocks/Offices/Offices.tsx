import { useSiteConfig } from '../../ui/SiteConfig';
import { TitledSection } from '../shared/TitledSection';
import surfaces from '../../theme/surfaces.module.css';
import section from '../shared/Section.module.css';
import classes from './Offices.module.css';
import { countryName } from '../../config/office-text';
import type { OfficesProps } from './schema';

/** Every office of the site config with its address and telephone, and the contact e-mail. */
export default function Offices({ heading, intro, emailLabel, muted }: OfficesProps) {
  const site = useSiteConfig();
  const { email } = site.company;
  return (
    <TitledSection block="offices" heading={heading} intro={intro} muted={muted}>
      <ul className={section.plainGrid} data-columns={3}>
        {site.offices.map((office) => (
          <li key={office.name} className={surfaces.accentTop} data-office={office.city}>
            <h3 className={surfaces.cardTitle}>{office.city}</h3>
            <address className={classes.address}>
              <span>{office.name}</span>
              <span>{office.streetAddress}</span>
              <span>{[office.addressLocality, office.addressRegion].filter(Boolean).join(', ')}</span>
              <span>{office.postalCode}</span>
              <span>{countryName(office.addressCountry)}</span>
              {office.telephone && (
                <a className={classes.link} href={`tel:${office.telephone.replace(/[^+\d]/g, '')}`}>
                  {office.telephone}
                </a>
              )}
            </address>
          </li>
        ))}
      </ul>
      <p className={classes.email}>
        {emailLabel}:{' '}
        <a className={classes.link} href={`mailto:${email}`} data-contact-email>
          {email}
        </a>
      </p>
    </TitledSection>
  );
}
