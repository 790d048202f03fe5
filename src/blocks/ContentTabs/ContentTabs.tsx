import { Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { island } from '../../islands/island';
import { contentTabsIsland } from './ContentTabs.island';
import { Section } from '../shared/Section';
import { Prose } from '../shared/Prose';
import { slugify } from '../shared/slug';
import classes from './ContentTabs.module.css';
import type { ContentTabsProps } from './schema';

/**
 * Text in tabs (WAI-ARIA tabs pattern via Mantine), the first selected. Every panel stays mounted, so
 * all the text is in the prerendered HTML for crawlers and readers without JavaScript.
 */
export function ContentTabs({ heading, tabs }: ContentTabsProps) {
  const headingId = heading ? `${slugify(heading)}-heading` : undefined;
  return (
    <div data-block="contentTabs">
      <Section labelledBy={headingId}>
        {heading && (
          <h2 id={headingId} className={classes.heading}>
            {heading}
          </h2>
        )}
        <Tabs
          defaultValue={slugify(tabs[0]?.label ?? '')}
          // Every panel in the HTML (hidden by display: none): React's Activity, the default, prerenders hidden panels empty.
          keepMounted
          keepMountedMode="display-none"
          color="secondary"
          classNames={{ list: classes.list, tab: classes.tab, panel: classes.panel }}
        >
          <Tabs.List aria-label={heading ?? 'Sections'}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.label} value={slugify(tab.label)}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.label} value={slugify(tab.label)}>
              <Prose items={tab.body} subheadingLevel={heading ? 3 : 2} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Section>
    </div>
  );
}

/**
 * On a static page the tabs are prerendered with the first selected and hydrate on the first
 * interaction: nothing moves when they do.
 */
export default island(contentTabsIsland, ContentTabs);
