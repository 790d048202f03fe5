import classes from '../../layout/ErrorFallback/ErrorFallback.module.css';

/** The administration area; its blog manager and inbox arrive with the forms issue. */
export default function AdminScreen() {
  return (
    <div className={classes.root}>
      <h1 className={classes.title}>Admin Panel</h1>
    </div>
  );
}
