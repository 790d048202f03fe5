import type { Meta, StoryObj } from '@storybook/react';
import { storyState } from '../../../.storybook/storyState';
import { resetCookieConsent, useCookieConsent } from '../../stores/cookieConsent';
import CookieBanner from './CookieBanner';

/**
 * The banner keeps its choice in local storage, so it has no loading or error state of its own:
 * the states worth seeing are the first question, the Customize panel, and reopening it from
 * Cookie Settings with a choice already made.
 */
const withState = storyState(useCookieConsent, resetCookieConsent, { loaded: true, bannerOpen: true });

const meta = {
  title: 'Features/CookieBanner',
  component: CookieBanner,
} satisfies Meta<typeof CookieBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = { beforeEach: withState({}) };
export const Customize: Story = { args: { initialCustomizing: true }, beforeEach: withState({}) };
export const ReopenedWithSavedChoice: Story = {
  args: { initialCustomizing: true },
  beforeEach: withState({
    consent: 'custom',
    settings: { necessary: true, analytics: true, marketing: false, preferences: true },
  }),
};
