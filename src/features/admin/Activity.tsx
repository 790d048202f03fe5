import { NativeSelect } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { call, errorMessage } from '../../api/client';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../schemas/audit';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import styles from './Activity.module.css';
import { fetchActivity, type ActivityFilters } from './activity';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

const ACTION_CHOICES = [
  { value: '', label: 'Every action' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

type State = { rows: AuditEntry[]; next: string | null; error: string | null; loading: boolean };

/**
 * The audit log, newest first (GET /api/admin/audit): who did what, to what, from where. Filtered by
 * person and by kind of act on the server; "Load older" follows the answer's cursor, so rows arriving
 * meanwhile never shift what is already shown. The people to choose from are the staff and whoever
 * the loaded rows name (someone removed since), kept as more are loaded.
 */
/** A person as the filter names them: the name, and the address that tells two of one name apart. */
const personLabel = ({ name, email }: { name: string; email: string | null }) => (email ? `${name} (${email})` : name);

export function Activity() {
  const [filters, setFilters] = useState<ActivityFilters>({ actor: '', action: '' });
  const [state, setState] = useState<State>({ rows: [], next: null, error: null, loading: true });
  const [people, setPeople] = useState<ReadonlyMap<string, string>>(new Map());
  // The filters the shown rows belong to: an older page asked under other filters is dropped.
  const shownFor = useRef(filters);

  const remember = (rows: AuditEntry[]) =>
    setPeople((known) => {
      const added = rows.filter((row) => row.actor.id && !known.has(row.actor.id));
      if (added.length === 0) return known;
      const next = new Map(known);
      for (const row of added) if (row.actor.id) next.set(row.actor.id, personLabel(row.actor));
      return next;
    });

  // The whole staff too, so anyone can be picked before a row of theirs is loaded.
  useEffect(() => {
    let current = true;
    call.get('/api/admin/users').then(
      (staff) => {
        if (!current) return;
        setPeople((known) => new Map([...staff.map((member): [string, string] => [member.id, personLabel(member)]), ...known]));
      },
      () => {
        // The rows' own names still fill the choice.
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    shownFor.current = filters;
    fetchActivity(filters).then(
      (page) => {
        if (!current) return;
        remember(page.rows);
        setState({ rows: page.rows, next: page.next, error: null, loading: false });
      },
      (error: unknown) => {
        const message = errorMessage(error, 'Failed to load the activity');
        if (current) setState({ rows: [], next: null, error: message, loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [filters]);

  const loadOlder = async () => {
    if (!state.next) return;
    const asked = filters;
    setState((before) => ({ ...before, loading: true }));
    try {
      const page = await fetchActivity(asked, state.next);
      if (shownFor.current !== asked) return;
      remember(page.rows);
      setState((before) => ({ rows: [...before.rows, ...page.rows], next: page.next, error: null, loading: false }));
    } catch (error) {
      const message = errorMessage(error, 'Failed to load older activity');
      if (shownFor.current === asked) setState((before) => ({ ...before, error: message, loading: false }));
    }
  };

  const filterBy = (next: ActivityFilters) => {
    setFilters(next);
    setState((before) => ({ ...before, loading: true, error: null }));
  };

  const personChoices = [
    { value: '', label: 'Everyone' },
    ...[...people].map(([id, name]) => ({ value: id, label: name })).sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const filtered = filters.actor !== '' || filters.action !== '';
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className={classes.sectionTitle}>
        Activity
      </h2>
      <p className={classes.muted}>Sign-ins, sign-in methods, the team, publishing and backups, newest first. Kept 400 days.</p>
      <div className={styles.filters}>
        <NativeSelect
          label="Person"
          data={personChoices}
          value={filters.actor}
          onChange={(event) => filterBy({ ...filters, actor: event.currentTarget.value })}
        />
        <NativeSelect
          label="Action"
          data={ACTION_CHOICES}
          value={filters.action}
          onChange={(event) => filterBy({ ...filters, action: event.currentTarget.value as AuditAction | '' })}
        />
      </div>
      {state.error && <p role="alert">{state.error}</p>}
      {state.rows.length === 0 && !state.error ? (
        <p className={classes.muted} role="status">
          {state.loading ? 'Loading...' : filtered ? 'Nothing matches these filters.' : 'Nothing recorded yet.'}
        </p>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1); a
        // named region, so a screen reader says what the focus is on.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is what keyboard users must reach
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="The activity log">
          <table className={`${classes.dataTable} ${styles.table}`} aria-label="Activity">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">To what</th>
                <th scope="col">Address</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((row) => (
                <tr key={row.id}>
                  <td className={styles.nowrap}>
                    <time dateTime={row.at}>{dateFormat.format(new Date(row.at))}</time>
                  </td>
                  <td>
                    {row.actor.name}
                    {row.actor.email && (
                      <>
                        <br />
                        <span className={classes.muted}>{row.actor.email}</span>
                      </>
                    )}
                  </td>
                  <td>{AUDIT_ACTION_LABELS[row.action]}</td>
                  <td>{row.target}</td>
                  <td className={styles.nowrap}>{row.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.next && (
        <nav className={classes.pager} aria-label="Activity: older rows">
          <AppButton size="compact-md" variant="outline" loading={state.loading} onClick={() => void loadOlder()}>
            Load older
          </AppButton>
        </nav>
      )}
    </section>
  );
}
