import { Anchor, NativeSelect, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, call, errorMessage } from '../../api/client';
import { ROLES, type Role } from '../../schemas/roles';
import { INVITABLE_ROLES, InviteSchema, type Invitation, type InvitationCreated, type StaffMember } from '../../schemas/team';
import { useAuth } from '../../stores/auth';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import classes from './Admin.module.css';
import { ShownOnce, useShownOnce } from './ShownOnce';
import { dateTime } from '../../lib/text';

/** What each role may do, in a line: shown beside the choice, so nobody picks one blind. */
const ROLE_HINTS: Record<Role, string> = {
  owner: 'everything, and hands ownership over',
  administrator: 'everything but removing the owner: the inbox, the team, backups',
  editor: 'every post, and publishes them',
  author: 'writes and publishes their own posts',
  contributor: 'writes drafts that an editor publishes',
};
const roleOption = (role: Role) => ({ value: role, label: `${role[0]!.toUpperCase()}${role.slice(1)}: ${ROLE_HINTS[role]}` });

const say = (error: unknown, fallback: string) => void toast({ message: errorMessage(error, fallback), variant: 'error' });

/** Invite someone: their address and role. The link is shown once, to copy, and mailed to them. */
function InviteForm({ onSent }: { onSent: () => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof INVITABLE_ROLES)[number]>('author');
  const { problem, busy, shown: sent, send } = useShownOnce<InvitationCreated & { email: string }>();

  const submit = (event: FormEvent) =>
    send(event, InviteSchema.safeParse({ email, role }), {
      invalid: 'Enter an e-mail address',
      ask: async (input) => ({ ...(await call.post('/api/admin/invitations', { json: input })), email: input.email }),
      then: async () => {
        setEmail('');
        await onSent();
      },
      failure: 'The invitation could not be sent',
    });

  return (
    <form className={classes.methodForm} onSubmit={(event) => void submit(event)} aria-label="Invite someone">
      <TextInput
        label="E-mail address"
        type="email"
        autoComplete="off"
        value={email}
        error={problem}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <NativeSelect
        label="Role"
        data={INVITABLE_ROLES.map(roleOption)}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as typeof role)}
      />
      <AppButton type="submit" loading={busy}>
        Send invitation
      </AppButton>
      {sent && (
        <ShownOnce label="Invitation link" value={sent.url} copyLabel="Copy link">
          Invitation mailed to {sent.email}. Its link works once, until {dateTime(sent.expiresAt)}; it is shown only now:
        </ShownOnce>
      )}
    </form>
  );
}

/** One person on the staff: their role, their status, and what the signed-in administrator may change. */
function MemberRow({ member, onChange }: { member: StaffMember; onChange: () => Promise<void> }) {
  const me = useAuth((state) => state.user);
  const [confirming, setConfirming] = useState<'remove' | 'owner' | null>(null);
  const fixed = member.role === 'owner' || member.id === me?.id;
  const change = async (json: { role?: Role; suspended?: boolean }, done: string) => {
    try {
      await api.patch(`admin/users/${member.id}`, { json });
      void toast({ message: done, variant: 'success' });
      await onChange();
      // Handing ownership over changes the signed-in person's own role too.
      if (json.role === 'owner') await useAuth.getState().recheck();
    } catch (error) {
      say(error, 'The change could not be made');
    }
  };
  const remove = async () => {
    try {
      await api.delete(`admin/users/${member.id}`);
      void toast({ message: `${member.name} was removed from the team.`, variant: 'success' });
      await onChange();
    } catch (error) {
      say(error, `${member.name} could not be removed`);
    }
  };
  return (
    <li>
      <span>
        <strong>{member.name}</strong> <span className={classes.muted}>{member.email}</span>
        <br />
        <span className={classes.muted}>
          {member.status === 'suspended' ? 'Suspended. ' : ''}
          {member.lastSignInAt ? `Last signed in ${dateTime(member.lastSignInAt)}` : 'Has not signed in yet'}
        </span>
      </span>
      {fixed ? (
        <span>{member.role === 'owner' ? 'Owner' : `${member.role} (you)`}</span>
      ) : (
        <span className={classes.methodForm}>
          <NativeSelect
            aria-label={`Role of ${member.name}`}
            data={ROLES.filter((role) => role !== 'owner').map(roleOption)}
            value={member.role}
            onChange={(event) =>
              void change({ role: event.currentTarget.value as Role }, `${member.name} is now ${event.currentTarget.value}.`)
            }
          />
          <AppButton
            variant="outline"
            onClick={() =>
              void change(
                { suspended: member.status !== 'suspended' },
                member.status === 'suspended'
                  ? `${member.name} can sign in again.`
                  : `${member.name} is suspended and signed out.`,
              )
            }
          >
            {member.status === 'suspended' ? `Reinstate ${member.name}` : `Suspend ${member.name}`}
          </AppButton>
          {confirming ? (
            <>
              {confirming === 'owner' && (
                <span role="alert">
                  Hand the site over to {member.name}? You become an administrator, and only {member.name} can hand it back.
                </span>
              )}
              <AppButton
                color="red"
                onClick={() => {
                  setConfirming(null);
                  void (confirming === 'remove'
                    ? remove()
                    : change({ role: 'owner' }, `${member.name} is the owner now; you are an administrator.`));
                }}
              >
                {confirming === 'remove' ? `Yes, remove ${member.name}` : `Yes, make ${member.name} the owner`}
              </AppButton>
              <AppButton variant="outline" onClick={() => setConfirming(null)}>
                Cancel
              </AppButton>
            </>
          ) : (
            <>
              <AppButton variant="outline" onClick={() => setConfirming('remove')}>
                Remove {member.name}
              </AppButton>
              {/* Rare and far-reaching: a quiet button, confirmed with what it means (and, like every change to the team, a recent proof). */}
              {me?.role === 'owner' && member.status === 'active' && (
                <Anchor component="button" type="button" size="sm" onClick={() => setConfirming('owner')}>
                  Make {member.name} the owner
                </Anchor>
              )}
            </>
          )}
        </span>
      )}
    </li>
  );
}

/**
 * The Team tab (owner and administrators): who is on the staff and in which role, invitations not
 * yet accepted, and inviting someone. The server checks every change (and asks for the password
 * again when the last proof is old: the admin's re-authentication dialog handles that).
 */
export function Team() {
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const [version, setVersion] = useState(0);
  const load = useCallback(() => {
    setVersion((n) => n + 1);
    return Promise.resolve();
  }, []);
  useEffect(() => {
    let current = true;
    Promise.all([call.get('/api/admin/users'), call.get('/api/admin/invitations')]).then(
      ([people, pending]) => {
        if (!current) return;
        setStaff(people);
        setInvitations(pending);
        setProblem(null);
      },
      (error: unknown) => {
        const message = errorMessage(error, 'The team could not be loaded');
        if (current) setProblem(message);
      },
    );
    return () => {
      current = false;
    };
  }, [version]);

  const withdraw = async (invitation: Invitation) => {
    try {
      await api.delete(`admin/invitations/${invitation.id}`);
      void toast({ message: `The invitation to ${invitation.email} no longer works.`, variant: 'success' });
      await load();
    } catch (error) {
      say(error, 'The invitation could not be withdrawn');
    }
  };

  return (
    <div>
      <section aria-labelledby="team-heading">
        <h2 id="team-heading">Team</h2>
        {problem && <p role="alert">{problem}</p>}
        {staff === null ? (
          !problem && <p className={classes.muted}>Loading...</p>
        ) : (
          <ul className={classes.methodList} aria-label="The team">
            {staff.map((member) => (
              <MemberRow key={member.id} member={member} onChange={load} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        <InviteForm onSent={load} />
        {invitations.length > 0 && (
          <ul className={classes.methodList} aria-label="Invitations not yet accepted">
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <span>
                  <strong>{invitation.email}</strong> as {invitation.role}{' '}
                  <span className={classes.muted}>
                    {invitation.status === 'expired' ? 'expired' : `until ${dateTime(invitation.expiresAt)}`}
                    {invitation.invitedBy ? `, from ${invitation.invitedBy.name}` : ''}
                  </span>
                </span>
                {/* The address is in its name, not its label: as a word that cannot break, it was cut off on a phone. */}
                <AppButton
                  variant="outline"
                  onClick={() => void withdraw(invitation)}
                  aria-label={`Withdraw invitation to ${invitation.email}`}
                >
                  Withdraw
                </AppButton>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
