import { Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { openInvitation, useAuth, useCan, type InvitationOpened } from '../../stores/auth';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import { Activity } from './Activity';
import classes from './Admin.module.css';
import { Backup } from './Backup';
import { BlogManager } from './BlogManager';
import { FailedMailBanner, Inbox } from './Inbox';
import { Webhooks } from './Webhooks';
import { ReauthenticateDialog } from './ReauthenticateDialog';
import { SignInMethods } from './SignInMethods';
import { Team } from './Team';
import { useSessionWatch } from './useSessionWatch';
import { JoinForm } from '../auth/JoinForm';

/**
 * The page editor (Puck, every block's fields) for staff who may edit the site: its own chunk,
 * fetched when the Pages tab opens, so the rest of the admin and every public page load none of it.
 */
const SitePages = lazy(() => import(/* webpackChunkName: "site-pages" */ '../../editor/live/SitePages'));
/**
 * The enquiry report and its charts (recharts under Mantine's): a chunk of the admin's own, fetched
 * when the Report tab opens, so the admin's first load and every public page carry none of it.
 */
const EnquiryReport = lazy(() => import(/* webpackChunkName: "screen-admin-report" */ './EnquiryReport'));
/**
 * The insights (issue 62) and their chart, likewise: their own chunk, fetched when the Insights tab
 * opens; an editor, who has no Report, may open it.
 */
const Insights = lazy(() => import(/* webpackChunkName: "screen-admin-insights" */ './Insights'));

/** The token of an invitation's link (`/admin#invitation=...`): in the fragment, so no server or log ever sees it. */
/** A tab whose code comes when it opens: says what is loading meanwhile. */
function Loading({ what, children }: { what: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={classes.loading} role="status">
          <Loader size="sm" aria-hidden="true" />
          <span>Loading {what}...</span>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

const invitationInAddress = () => /^#invitation=([A-Za-z0-9_-]+)$/.exec(window.location.hash)?.[1] ?? null;
const onHashChange = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};
/** The prerendered page knows no fragment. */
const noInvitation = () => null;

/** An invitation's link opened: the invitee chooses a name and a password, and is signed in. */
function AcceptInvitation({ token, onJoined }: { token: string; onJoined: () => void }) {
  const { acceptInvitation, loading, error } = useAuth();
  // What the link gives (the address and role), or why it no longer works, before anything is typed.
  const [offer, setOffer] = useState<Partial<InvitationOpened>>({});
  useEffect(() => {
    let current = true;
    void openInvitation(token).then((opened) => current && setOffer(opened));
    return () => {
      current = false;
    };
  }, [token]);
  return (
    <JoinForm
      invitation={offer.invitation}
      loading={loading}
      error={error ?? offer.refusal}
      onSubmit={async (values) => {
        if (await acceptInvitation({ ...values, token })) onJoined();
      }}
    />
  );
}

/**
 * /admin. The guard checks for a token in the browser only: the prerendered page and the first
 * client render show the bar and a loading state, never anything private.
 */
export default function AdminScreen() {
  const navigate = useNavigate();
  const { token, user, hydrated, hydrate, logout, logoutEverywhere } = useAuth();

  const invitation = useSyncExternalStore(onHashChange, invitationInAddress, noInvitation);
  useEffect(() => void hydrate(), [hydrate]);
  useEffect(() => {
    if (hydrated && !token && !invitation) void navigate('/login', { replace: true });
  }, [hydrated, token, invitation, navigate]);

  const signedIn = hydrated && Boolean(token) && !invitation;
  useSessionWatch(signedIn);
  const team = useCan('team');
  const inbox = useCan('inbox');
  const backups = useCan('backups');
  const activity = useCan('audit');
  const pages = useCan('editSite');
  const insights = useCan('insights');
  return (
    <div>
      <div className={classes.bar}>
        <h1 className={classes.barTitle}>Admin Panel</h1>
        {signedIn && (
          <div className={classes.barActions}>
            <AppButton
              variant="outline"
              onClick={async () => {
                // Every device of this account: after a lost phone or a shared computer.
                if (await logoutEverywhere()) await navigate('/login');
                else
                  void toast({ message: useAuth.getState().error ?? 'The other sessions could not be ended', variant: 'error' });
              }}
            >
              Sign out everywhere
            </AppButton>
            <AppButton
              variant="outline"
              onClick={async () => {
                await logout();
                await navigate('/login');
              }}
            >
              Logout
            </AppButton>
          </div>
        )}
      </div>
      {hydrated && invitation ? (
        <AcceptInvitation
          token={invitation}
          onJoined={() => {
            // The link is spent: off the address bar and out of the history entry.
            window.history.replaceState(window.history.state, '', window.location.pathname);
            window.dispatchEvent(new HashChangeEvent('hashchange'));
          }}
        />
      ) : signedIn ? (
        <div className={classes.body}>
          {user && (
            <p className={classes.muted}>
              Signed in as {user.name} ({user.role})
            </p>
          )}
          {inbox && <FailedMailBanner />}
          <Tabs defaultValue="blogs" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="blogs">Blog manager</Tabs.Tab>
              {pages && <Tabs.Tab value="pages">Pages</Tabs.Tab>}
              {inbox && <Tabs.Tab value="inbox">Inbox</Tabs.Tab>}
              {inbox && <Tabs.Tab value="report">Report</Tabs.Tab>}
              {insights && <Tabs.Tab value="insights">Insights</Tabs.Tab>}
              {backups && <Tabs.Tab value="backup">Backup</Tabs.Tab>}
              {team && <Tabs.Tab value="team">Team</Tabs.Tab>}
              {activity && <Tabs.Tab value="activity">Activity</Tabs.Tab>}
              <Tabs.Tab value="sign-in">Sign-in</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="blogs">
              <BlogManager />
            </Tabs.Panel>
            {pages && (
              <Tabs.Panel value="pages" pt="md">
                <Loading what="the page editor">
                  <SitePages />
                </Loading>
              </Tabs.Panel>
            )}
            {inbox && (
              <Tabs.Panel value="inbox" pt="md">
                <Inbox />
                <Webhooks />
              </Tabs.Panel>
            )}
            {inbox && (
              <Tabs.Panel value="report" pt="md">
                <Loading what="the report">
                  <EnquiryReport />
                </Loading>
              </Tabs.Panel>
            )}
            {insights && (
              <Tabs.Panel value="insights" pt="md">
                <Loading what="the insights">
                  <Insights />
                </Loading>
              </Tabs.Panel>
            )}
            {backups && (
              <Tabs.Panel value="backup" pt="md">
                <Backup />
              </Tabs.Panel>
            )}
            {team && (
              <Tabs.Panel value="team" pt="md">
                <Team />
              </Tabs.Panel>
            )}
            {activity && (
              <Tabs.Panel value="activity" pt="md">
                <Activity />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="sign-in" pt="md">
              <SignInMethods />
            </Tabs.Panel>
          </Tabs>
          <ReauthenticateDialog />
        </div>
      ) : (
        <div className={classes.loading} role="status">
          <Loader size="sm" aria-hidden="true" />
          <span>Loading...</span>
        </div>
      )}
    </div>
  );
}
