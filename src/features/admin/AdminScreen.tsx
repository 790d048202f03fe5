import { Loader, Tabs } from '@mantine/core';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, useCan } from '../../stores/auth';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import classes from './Admin.module.css';
import { Backup } from './Backup';
import { BlogManager } from './BlogManager';
import { Inbox } from './Inbox';
import { ReauthenticateDialog } from './ReauthenticateDialog';
import { SignInMethods } from './SignInMethods';

/**
 * /admin. The guard checks for a token in the browser only: the prerendered page and the first
 * client render show the bar and a loading state, never anything private.
 */
export default function AdminScreen() {
  const navigate = useNavigate();
  const { token, user, hydrated, hydrate, logout, logoutEverywhere } = useAuth();

  useEffect(() => void hydrate(), [hydrate]);
  useEffect(() => {
    if (hydrated && !token) void navigate('/login', { replace: true });
  }, [hydrated, token, navigate]);

  const signedIn = hydrated && Boolean(token);
  const inbox = useCan('inbox');
  const backups = useCan('backups');
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
      {signedIn ? (
        <div className={classes.body}>
          {user && (
            <p className={classes.muted}>
              Signed in as {user.name} ({user.role})
            </p>
          )}
          <Tabs defaultValue="blogs" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="blogs">Blog manager</Tabs.Tab>
              {inbox && <Tabs.Tab value="inbox">Inbox</Tabs.Tab>}
              {backups && <Tabs.Tab value="backup">Backup</Tabs.Tab>}
              <Tabs.Tab value="sign-in">Sign-in</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="blogs">
              <BlogManager />
            </Tabs.Panel>
            {inbox && (
              <Tabs.Panel value="inbox" pt="md">
                <Inbox />
              </Tabs.Panel>
            )}
            {backups && (
              <Tabs.Panel value="backup" pt="md">
                <Backup />
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
