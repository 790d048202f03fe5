import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { can, ROLES } from '../../schemas/roles';
import { StaffChangeSchema, StaffMemberSchema, type StaffMember } from '../../schemas/team';
import { audit } from '../audit/log';
import { removeSignInFactors } from '../auth/accounts';
import { NOT_PERMITTED, notPermitted, requireUser } from '../auth/guard';
import { revokeAllSessions, sessionRefusal } from '../auth/tokens';
import type { AppEnv, Deps } from '../context';
import { describer, TAGS } from '../contract/describe';
import { users, type UserRow } from '../db/schema';
import type { Tx } from '../db/types';
import { ApiError } from '../http/errors';
import { isId, pathParam } from '../http/ids';
import { jsonInput } from '../http/json-input';
import { withdrawInvitationsFrom } from './invitations';
import { accountMails } from './mails';

const describe = describer(TAGS.team);

const NOT_FOUND = 'There is no such person on the staff';
const NOT_YOURSELF =
  'You cannot change your own role, suspend or remove yourself: ask another administrator (the owner hands ownership over instead).';
const OWNER_PROTECTED = 'The owner cannot be suspended, demoted or removed; only the owner can hand ownership over.';
const ONLY_OWNER_HANDS_OVER = 'Only the owner can hand ownership over.';
const SUSPENDED_OWNER = 'A suspended account cannot become the owner: reinstate it first.';

function staffMember(row: UserRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.suspendedAt ? 'suspended' : 'active',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

const byRole = (a: UserRow, b: UserRow) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role);

/**
 * /api/admin/users: the staff, for the owner and administrators. Changing a role, suspending and
 * removing need a recent proof (a stolen token must not be able to lock the staff out or promote
 * itself). A suspension or a removal ends every session of the person at once, on every instance:
 * their access tokens are checked against the database on each call (auth/guard.ts).
 */
export function staffRoutes(deps: Deps) {
  const proved = requireUser(deps, { permission: 'team', recentProof: true });
  // Its 404 is in the document with it: the routes that take a person do not say it again.
  const personParam = pathParam('id', isId, NOT_FOUND);
  const now = () => new Date(deps.options.clock.now());
  /** Withdraws the invitations `person` sent, each in the audit log with why. */
  const withdrawSent = async (tx: Tx, c: Context<AppEnv>, person: UserRow) => {
    for (const email of await withdrawInvitationsFrom(tx, person.id, now()))
      await audit(deps, c, 'invitation.revoked', `${email}: ${person.email}, who sent it, may no longer invite`, { tx });
  };

  /**
   * The person at `:id`, locked for the change with the one who asks (in one order, so two
   * administrators acting on each other at once cannot deadlock): 404 for an unknown or removed
   * person, 409 for oneself, and 401/403 when the asker was suspended, removed or demoted while
   * the request was on its way (else two administrators could remove each other at once).
   */
  async function target(tx: Deps['db'], c: Context<AppEnv>): Promise<{ person: UserRow; asker: UserRow }> {
    const actor = c.get('user');
    const id = c.req.param('id')!;
    if (id === actor.id) throw new ApiError(409, NOT_YOURSELF);
    const rows = await tx
      .select()
      .from(users)
      .where(inArray(users.id, [id, actor.id]))
      .orderBy(asc(users.id))
      .for('update');
    const asker = rows.find((row) => row.id === actor.id);
    if (!asker || sessionRefusal(asker)) throw new ApiError(401, 'Your session has ended. Please sign in again.');
    if (!can(asker.role, 'team')) throw notPermitted(asker.role);
    const row = rows.find((found) => found.id === id);
    if (!row || row.removedAt) throw new ApiError(404, NOT_FOUND);
    return { person: row, asker };
  }

  return new Hono<AppEnv>()
    .get(
      '/',
      describe({
        summary: 'The staff',
        description: 'Everyone who can sign in or is suspended, highest role first; removed accounts are not listed.',
        answers: { 200: { description: 'The staff', schema: z.array(StaffMemberSchema) } },
      }),
      requireUser(deps, { permission: 'team' }),
      async (c) => {
        const rows = await deps.db.select().from(users).where(isNull(users.removedAt)).orderBy(asc(users.name)).limit(1000);
        return c.json(rows.sort(byRole).map(staffMember), 200);
      },
    )
    .patch(
      '/:id',
      describe({
        summary: "Change a person's role, or suspend them",
        description:
          '`suspended: true` ends every session of theirs at once and stops them signing in; `false` lets them sign in again. ' +
          '`role: "owner"`, from the owner, hands ownership over: the owner becomes an administrator. The person is mailed.',
        answers: {
          200: { description: 'The person as they now are', schema: StaffMemberSchema },
          409: 'The change is to yourself, or would make a suspended person the owner',
        },
      }),
      proved,
      personParam,
      jsonInput(StaffChangeSchema),
      async (c) => {
        const change = c.req.valid('json');
        const actor = c.get('user');
        const told: Array<() => void> = [];
        const row = await deps.db.transaction(async (tx) => {
          const { person: before, asker } = await target(tx, c);
          let person = before;
          const holder = { email: before.email, name: before.name };
          const set = async (values: Partial<UserRow>) => {
            const [updated] = await tx
              .update(users)
              .set({ ...values, updatedAt: now() })
              .where(eq(users.id, before.id))
              .returning();
            person = updated!;
          };
          if (change.role === 'owner' && before.role !== 'owner') {
            if (asker.role !== 'owner') throw new ApiError(403, ONLY_OWNER_HANDS_OVER, undefined, undefined, NOT_PERMITTED);
            if (before.suspendedAt || change.suspended) throw new ApiError(409, SUSPENDED_OWNER);
            // One owner at a time (a unique index): the old one steps down first.
            await tx.update(users).set({ role: 'administrator', updatedAt: now() }).where(eq(users.id, actor.id));
            await set({ role: 'owner' });
            await audit(deps, c, 'ownership.handed-over', holder.email, { tx });
            told.push(() => accountMails.roleChanged(deps.notifier, holder, { from: before.role, to: 'owner', by: actor.name }));
            return person;
          }
          if (before.role === 'owner') throw new ApiError(403, OWNER_PROTECTED, undefined, undefined, NOT_PERMITTED);
          const role = change.role;
          if (role !== undefined && role !== before.role) {
            await set({ role });
            await audit(deps, c, 'user.role-changed', `${holder.email}: ${before.role} → ${role}`, { tx });
            told.push(() => accountMails.roleChanged(deps.notifier, holder, { from: before.role, to: role, by: actor.name }));
          }
          if (change.suspended === true && !before.suspendedAt) {
            await set({ suspendedAt: now() });
            await revokeAllSessions(tx, before.id);
            await audit(deps, c, 'user.suspended', holder.email, { tx });
            told.push(() => accountMails.suspended(deps.notifier, holder, actor.name));
          } else if (change.suspended === false && before.suspendedAt) {
            await set({ suspendedAt: null });
            await audit(deps, c, 'user.reinstated', holder.email, { tx });
            told.push(() => accountMails.reinstated(deps.notifier, holder, actor.name));
          }
          // Suspended, or in a role that may not invite: the links they sent stop working.
          if (person.suspendedAt || !can(person.role, 'team')) await withdrawSent(tx, c, person);
          return person;
        });
        // Mailed once the change is stored: a change rolled back tells nobody anything.
        for (const tell of told) tell();
        return c.json(staffMember(row), 200);
      },
    )
    .delete(
      '/:id',
      describe({
        summary: 'Remove someone from the staff',
        description:
          'They can no longer sign in and every session of theirs ends at once; their passkeys and authenticator app go. ' +
          'Their posts stay, credited to them. An invitation to the same address later brings the account back.',
        answers: {
          204: { description: 'Removed', mediaType: null },
          409: 'That is yourself',
        },
      }),
      proved,
      personParam,
      async (c) => {
        const actor = c.get('user');
        const removed = await deps.db.transaction(async (tx) => {
          const { person } = await target(tx, c);
          if (person.role === 'owner') throw new ApiError(403, OWNER_PROTECTED, undefined, undefined, NOT_PERMITTED);
          await tx.update(users).set({ removedAt: now(), updatedAt: now() }).where(eq(users.id, person.id));
          await revokeAllSessions(tx, person.id);
          await removeSignInFactors(tx, person.id);
          await audit(deps, c, 'user.removed', person.email, { tx });
          await withdrawSent(tx, c, person);
          return person;
        });
        accountMails.removed(deps.notifier, { email: removed.email, name: removed.name }, actor.name);
        return c.body(null, 204);
      },
    );
}
