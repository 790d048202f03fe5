import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import classes from '../ErrorFallback/ErrorFallback.module.css';

/** The 404 page: inside the site layout, with a way home and to the services. */
export function NotFound() {
  return (
    <div className={classes.root}>
      <h1 className={classes.title}>Page not found</h1>
      <p className={classes.text}>
        The page you asked for does not exist or has moved. Try the home page, or browse the services we offer.
      </p>
      <div className={classes.actions}>
        <AppButton component={SiteLink} to="/">
          Return Home
        </AppButton>
        <AppButton variant="outline" component={SiteLink} to="/services">
          View our services
        </AppButton>
      </div>
    </div>
  );
}
