import { isOpenOn } from '../../config/job-roles';
import { TitledSection } from '../shared/TitledSection';
import { useRenderedPage } from '../shared/rendered-page';
import { longDate } from '../shared/today';
import surfaces from '../../theme/surfaces.module.css';
import section from '../shared/Section.module.css';
import classes from './JobOpenings.module.css';
import { JOB_TYPE_LABELS } from './jobTypes';
import type { JobOpeningsProps } from './schema';

/** What the section says when every role has closed. */
export const NO_OPEN_ROLES = 'There are no open roles at the moment.';

/**
 * The open roles, each with its contract type, location, summary, requirements and closing date.
 * A role past its closing date is left out on the site; the editor shows it, marked as closed.
 */
export default function JobOpenings({ heading, intro, roles, muted }: JobOpeningsProps) {
  const page = useRenderedPage();
  const day = page.day();
  const showClosed = page.showClosed;
  const shown = showClosed ? roles : roles.filter((role) => isOpenOn(role, day));
  return (
    <TitledSection block="jobOpenings" heading={heading} intro={intro} muted={muted}>
      {shown.length === 0 ? (
        <p className={classes.summary}>{NO_OPEN_ROLES}</p>
      ) : (
        <ul className={section.plainGrid} data-columns={2}>
          {shown.map((role) => {
            const closed = !isOpenOn(role, day);
            return (
              <li
                key={role.title}
                className={closed ? `${surfaces.accentLeft} ${classes.closed}` : surfaces.accentLeft}
                data-role={role.type}
              >
                <h3 className={surfaces.cardTitle}>{role.title}</h3>
                <dl className={classes.facts}>
                  <div>
                    <dt>Type</dt>
                    <dd className={classes.badge}>{JOB_TYPE_LABELS[role.type]}</dd>
                  </div>
                  <div>
                    <dt>Location</dt>
                    <dd>{role.location}</dd>
                  </div>
                  {role.closesOn && (
                    <div>
                      <dt>{closed ? 'Closed' : 'Closes'}</dt>
                      <dd>
                        <time dateTime={role.closesOn}>{longDate(role.closesOn)}</time>
                        {closed && ' (no longer shown on the site)'}
                      </dd>
                    </div>
                  )}
                </dl>
                <p className={classes.summary}>{role.summary}</p>
                {role.requirements.length > 0 && (
                  <ul className={classes.requirements}>
                    {role.requirements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
