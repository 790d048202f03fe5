import classes from '../../layout/ErrorFallback/ErrorFallback.module.css';

/** The register screen; its form arrives with the accounts work of the forms issue. */
export default function RegisterScreen() {
  return (
    <div className={classes.root}>
      <h1 className={classes.title}>Register</h1>
    </div>
  );
}
