import classes from '../../layout/ErrorFallback/ErrorFallback.module.css';

/** The login screen; its form arrives with the accounts work of the forms issue. */
export default function LoginScreen() {
  return (
    <div className={classes.root}>
      <h1 className={classes.title}>Login</h1>
    </div>
  );
}
