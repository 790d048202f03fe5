import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { AppButton } from '../../ui/AppButton';
import classes from './ErrorFallback.module.css';

/** Shown in place of any route that fails to render. */
export function ErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('A page failed to render', error);
  }, [error]);
  return (
    <div className={classes.root} role="alert">
      <h1 className={classes.title}>Oops! Something went wrong</h1>
      <p className={classes.text}>We're sorry for the inconvenience. The page you're looking for encountered an error.</p>
      <div className={classes.actions}>
        <AppButton onClick={() => window.location.reload()}>Refresh Page</AppButton>
        <AppButton variant="outline" onClick={() => window.history.back()}>
          Go Back
        </AppButton>
        <AppButton variant="outline" component={Link} to="/">
          Return Home
        </AppButton>
      </div>
    </div>
  );
}
