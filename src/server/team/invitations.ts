import { and, eq, isNull } from 'drizzle-orm';
import { INVITATION_DAYS } from '../../schemas/team';
import { sha256 } from '../auth/tokens';
import { can } from '../../schemas/roles';
import type { Deps } from '../context';
import { invitations, users, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';

export const TAKEN = 'Someone on the staff already signs in with this e-mail address.';
const NOT_VALID = 'This invitation link is not valid: ask for a new one.';
export const USED = 'This invitation was already accepted: sign in instead.';
const REVOKED = 'This invitation was withdrawn: ask for a new one.';
const EXPIRED = `This invitation has expired (links work for ${INVITATION_DAYS} days): ask for a new one.`;

/** An address belongs to the staff while its account exists and is not removed. */
export async function activeAccount(db: Pick<Deps['db'], 'select'>, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)))
    .limit(1);
  return row;
}

/** Whether someone may still send invitations: on the staff, not suspended, in a role that may. */
const mayInvite = (person: Pick<UserRow, 'role' | 'removedAt' | 'suspendedAt'> | undefined) =>
  Boolean(person && !person.removedAt && !person.suspendedAt && can(person.role, 'team'));

/**
 * Withdraws the pending invitations `sender` sent, once they may no longer invite (removed,
 * suspended, or given a role that cannot): what a compromised administrator started ends with
 * their access. Answers the addresses whose links stopped working, for the audit log.
 */
export async function withdrawInvitationsFrom(tx: Pick<Db, 'update'>, sender: string, at: Date): Promise<string[]> {
  const withdrawn = await tx
    .update(invitations)
    .set({ revokedAt: at })
    .where(and(eq(invitations.invitedBy, sender), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ email: invitations.email });
  return withdrawn.map(({ email }) => email);
}

/**
 * The invitation a link's token stands for, if it can still be accepted; the refusal in words
 * otherwise. Its sender must still be one who may invite: their invitations are withdrawn when
 * that ends (staff-routes.ts), and checked here too, whatever changed them (`npm run admin`, a restore).
 */
export async function usableInvitation(deps: Deps, token: string) {
  const [found] = await deps.db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, sha256(token)))
    .limit(1);
  if (!found) throw new ApiError(404, NOT_VALID);
  const at = new Date(deps.options.clock.now());
  if (found.acceptedAt) throw new ApiError(410, USED);
  if (found.revokedAt) throw new ApiError(410, REVOKED);
  if (found.expiresAt <= at) throw new ApiError(410, EXPIRED);
  if (found.invitedBy) {
    const [sender] = await deps.db.select().from(users).where(eq(users.id, found.invitedBy)).limit(1);
    if (!mayInvite(sender)) throw new ApiError(410, REVOKED);
  }
  return { found, at };
}
