import { useSiteConfig } from '../../ui/SiteConfig';
import { SiteLink } from '../../ui/SiteLink';
import classes from './Footer.module.css';

/** Footer: site links, the three offices, the contact e-mail, social links and the legal lines. */
export function Footer({ extraLinks }: { extraLinks?: React.ReactNode }) {
  const site = useSiteConfig();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div>
          <h2 className={classes.heading}>{site.company.name}</h2>
          <p>{site.company.description}</p>
          <p>
            <a href={`mailto:${site.company.email}`}>{site.company.email}</a>
          </p>
          {site.company.social.length > 0 && (
            <ul className={classes.list} aria-label="Social media">
              {site.company.social.map((profile) => (
                <li key={profile.url}>
                  <a href={profile.url} rel="noopener noreferrer" target="_blank">
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Footer">
          <h2 className={classes.heading}>Links</h2>
          <ul className={classes.list}>
            {site.navigation.footer.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
            {extraLinks}
          </ul>
        </nav>
        <div>
          <h2 className={classes.heading}>Our offices</h2>
          <ul className={classes.list}>
            {site.offices.map((office) => (
              <li key={office.city}>
                <address className={classes.address}>
                  <strong>{office.city}</strong>
                  <br />
                  {office.streetAddress}, {office.addressLocality} {office.postalCode}
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={classes.bottom}>
        <p>{site.company.registration}</p>
        <p>{site.company.copyright}</p>
      </div>
    </footer>
  );
}
