import { TitledSection } from '../shared/TitledSection';
import surfaces from '../../theme/surfaces.module.css';
import section from '../shared/Section.module.css';
import classes from './JobOpenings.module.css';
import { JOB_TYPE_LABELS } from './jobTypes';
import type { JobOpeningsProps } from './schema';

/** The open roles, each with its contract type, location, summary and requirements. */
export default function JobOpenings({ heading, intro, roles, muted }: JobOpeningsProps) {
  return (
    <TitledSection block="jobOpenings" heading={heading} intro={intro} muted={muted}>
      <ul className={section.plainGrid} data-columns={2}>
        {roles.map((role) => (
          <li key={role.title} className={surfaces.accentLeft} data-role={role.type}>
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
        ))}
      </ul>
    </TitledSection>
  );
}
