import { useEffect, useId, useRef } from 'react';
import { Section } from '../shared/Section';
import { Prose } from '../shared/Prose';
import { slugify } from '../shared/slug';
import classes from './ContentTabs.module.css';
import type { ContentTabsProps } from './schema';
import { bindContentTabs, TAB_LIST_ATTRIBUTE } from './tabs';

/**
 * Text in tabs, the first selected. Each tab is a radio button (hidden) with its label drawn as the
 * tab, and the stylesheet shows the panel whose radio is checked: a tap, or the arrow keys once the
 * group has focus, switches panels at once, with JavaScript or without, and without it screen
 * readers announce a group of choices, one checked. Once script runs, bindContentTabs (tabs.ts)
 * makes them WAI-ARIA tabs: this effect in the app, the page's script on a static page. Every panel
 * is in the HTML (hidden, not absent), so crawlers and readers without JavaScript have all the text.
 */
export default function ContentTabs({ heading, tabs }: ContentTabsProps) {
  // One name per block, so two tab blocks on a page are two radio groups.
  const group = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Bound again when the tabs change (the page editor adds, renames and removes them as one types).
  const labels = tabs.map((tab) => tab.label).join('\n');
  useEffect(() => (ref.current ? bindContentTabs(ref.current) : undefined), [labels]);
  const headingId = heading ? `${slugify(heading)}-heading` : undefined;
  return (
    <div data-block="contentTabs" ref={ref}>
      <Section labelledBy={headingId}>
        {heading && (
          <h2 id={headingId} className={classes.heading}>
            {heading}
          </h2>
        )}
        <div className={classes.root}>
          <div className={classes.list} role="radiogroup" aria-label={heading ?? 'Sections'} {...{ [TAB_LIST_ATTRIBUTE]: '' }}>
            {tabs.map((tab, index) => {
              const id = `${group}-${slugify(tab.label)}`;
              return (
                <span key={tab.label} className={classes.choice} id={`${id}-choice`}>
                  <input
                    className={classes.radio}
                    type="radio"
                    name={group}
                    id={`${id}-tab`}
                    aria-controls={`${id}-panel`}
                    defaultChecked={index === 0}
                  />
                  <label className={classes.tab} htmlFor={`${id}-tab`}>
                    {tab.label}
                  </label>
                </span>
              );
            })}
          </div>
          {tabs.map((tab) => (
            <div key={tab.label} className={classes.panel} id={`${group}-${slugify(tab.label)}-panel`} data-tab-panel>
              <Prose items={tab.body} subheadingLevel={heading ? 3 : 2} />
            </div>
          ))}
        </div>
      </Section>
    </div>
  );
}
