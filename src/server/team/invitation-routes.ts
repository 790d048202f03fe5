import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { LoginAnswerSchema, type LoginAnswer } from '../../schemas/auth';
import {
  AcceptInvitationSchema,
  INVITATION_DAYS,
  InvitationCreatedSchema,
  InvitationOfferSchema,
  InvitationSchema,
  InviteSchema,
  OpenInvitationSchema,
  type Invitation,
  type InvitationCreated,
  type InvitationOffer,
} from '../../schemas/team';
import { audit } from '../audit/log';
import { ACCOUNT_LOCK, removeSignInFactors, toUser } from '../auth/accounts';
import { describeSignIn } from '../auth/describe';
import { requireUser } from '../auth/guard';
import { sha256 } from '../auth/tokens';
import { hashPassword } from '../auth/passwords';
import { passwordWeakness } from '../../schemas/password';
import type { AppEnv, Deps } from '../context';
import { describer, TAGS } from '../contract/describe';
import { invitations, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { isId, pathParam } from '../http/ids';
import { jsonInput } from '../http/json-input';
import { activeAccount, TAKEN, usableInvitation, USED } from './invitations';
import { accountMails } from './mails';

/** Where an invitation's link opens: the admin, which reads the token from the fragment (never sent to a server or a log). */
const INVITATION_PATH = '/admin#invitation=';

const DAY_MS = 24 * 3600 * 1000;

const describe = describer(TAGS.team);

/**
 * /api/admin/invitations: the owner and administrators invite people by e-mail and role. The link
 * is answered once (to copy) and mailed; only its hash is kept. Sending one needs a recent proof:
 * an invitation is a new way into the site.
 */
export function invitationRoutes(deps: Deps) {
  const team = requireUser(deps, { permission: 'team' });
  const siteOrigin = deps.options.publicUrl;
  const now = () => new Date(deps.options.clock.now());
  return new Hono<AppEnv>()
    .post(
      '/',
      describe({
        summary: 'Invite someone to the staff',
        description:
          `The link works once, for ${INVITATION_DAYS} days, and is mailed to the address; it is answered here once, to copy. ` +
          'A pending invitation to the same address is withdrawn: the newest link is the one that works.',
        answers: {
          201: { description: 'The invitation and its link', schema: InvitationCreatedSchema },
          409: 'Someone on the staff already signs in with this address',
        },
      }),
      requireUser(deps, { permission: 'team', recentProof: true }),
      jsonInput(InviteSchema),
      async (c) => {
        const { email, role } = c.req.valid('json');
        const inviter = c.get('user');
        if (await activeAccount(deps.db, email)) throw new ApiError(409, TAKEN, { email: TAKEN });
        const token = randomBytes(32).toString('base64url');
        const at = now();
        const expiresAt = new Date(at.getTime() + INVITATION_DAYS * DAY_MS);
        const id = randomUUID();
        await deps.db.transaction(async (tx) => {
          // Invitations to one address, one at a time: of ten sent at once, the last one's link works.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`invitation:${email}`}))`);
          await tx
            .update(invitations)
            .set({ revokedAt: at })
            .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
          await tx
            .insert(invitations)
            .values({ id, email, role, tokenHash: sha256(token), invitedBy: inviter.id, createdAt: at, expiresAt });
          await audit(deps, c, 'invitation.sent', `${email} as ${role}`, { tx });
        });
        const url = `${siteOrigin}${INVITATION_PATH}${token}`;
        accountMails.invited(deps.notifier, { email }, { role, by: inviter.name, url, days: INVITATION_DAYS });
        deps.logger.info({ invitation: id, role, by: inviter.id }, 'invitation sent');
        return c.json({ id, url, expiresAt: expiresAt.toISOString() } satisfies InvitationCreated, 201);
      },
    )
    .get(
      '/',
      describe({
        summary: 'Invitations not yet accepted or withdrawn, oldest first',
        description: 'Expired ones stay listed (`status: "expired"`) until they are withdrawn or sent again.',
        answers: { 200: { description: 'The invitations', schema: z.array(InvitationSchema) } },
      }),
      team,
      async (c) => {
        const rows = await deps.db
          .select({ invitation: invitations, inviter: { id: users.id, name: users.name } })
          .from(invitations)
          .leftJoin(users, eq(invitations.invitedBy, users.id))
          .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
          .orderBy(asc(invitations.createdAt), asc(invitations.id))
          .limit(500);
        const at = now().getTime();
        return c.json(
          rows.map(({ invitation, inviter }): Invitation => ({
            id: invitation.id,
            email: invitation.email,
            role: invitation.role as Invitation['role'],
            invitedBy: inviter,
            createdAt: invitation.createdAt.toISOString(),
            expiresAt: invitation.expiresAt.toISOString(),
            status: invitation.expiresAt.getTime() > at ? 'pending' : 'expired',
          })),
          200,
        );
      },
    )
    .delete(
      '/:id',
      describe({
        summary: 'Withdraw an invitation',
        description: 'Its link stops working at once. Withdrawing one already withdrawn answers 204 again.',
        answers: {
          204: { description: 'The link no longer works', mediaType: null },
          404: 'No such invitation',
          409: 'It was accepted already: the person is on the staff (suspend or remove them instead)',
        },
      }),
      team,
      pathParam('id', isId, 'No such invitation'),
      async (c) => {
        const id = c.req.param('id');
        const [row] = await deps.db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
        if (!row) throw new ApiError(404, 'No such invitation');
        if (row.acceptedAt) throw new ApiError(409, 'This invitation was accepted: the person is on the staff now.');
        const [revoked] = await deps.db
          .update(invitations)
          .set({ revokedAt: now() })
          .where(and(eq(invitations.id, id), isNull(invitations.revokedAt), isNull(invitations.acceptedAt)))
          .returning({ email: invitations.email });
        if (revoked) await audit(deps, c, 'invitation.revoked', revoked.email);
        return c.body(null, 204);
      },
    );
}

/**
 * /api/auth/invitations/open: what the link gives (the address, the role, who sent it), shown on the
 * join page before the invitee chooses a name and password; nothing is used up.
 * /api/auth/invitations/accept: the invitee chooses a name and a password and is signed in. The
 * invitation is claimed by one conditional update, so of two acceptances at once (two tabs, two
 * instances) exactly one makes the account. An address whose account was removed gets it back,
 * with the new role and password, its posts still credited to it, and no sign-in factor of before.
 */
export function acceptInvitationRoutes(deps: Deps) {
  const refusals = {
    404: 'No invitation has this token',
    410: 'The invitation was accepted already, withdrawn, or has expired',
  } as const;
  return new Hono<AppEnv>()
    .post(
      '/open',
      describeSignIn({
        summary: 'What an invitation link gives, before it is accepted',
        description:
          'The address the account will sign in with, its role, who sent the link and until when it works. Nothing is used up.',
        answers: { 200: { description: 'The invitation', schema: InvitationOfferSchema }, ...refusals },
      }),
      deps.authLimit('invitations-open'),
      jsonInput(OpenInvitationSchema),
      async (c) => {
        const { found } = await usableInvitation(deps, c.req.valid('json').token);
        const [inviter] = found.invitedBy
          ? await deps.db.select({ name: users.name }).from(users).where(eq(users.id, found.invitedBy)).limit(1)
          : [];
        return c.json(
          {
            email: found.email,
            role: found.role as InvitationOffer['role'],
            invitedBy: inviter?.name ?? null,
            expiresAt: found.expiresAt.toISOString(),
          } satisfies InvitationOffer,
          200,
        );
      },
    )
    .post(
      '/accept',
      describeSignIn({
        summary: 'Accept an invitation: join the staff and sign in',
        description:
          'Answers what a sign-in answers. The link works once: a second acceptance, a withdrawn link or one older than ' +
          `${INVITATION_DAYS} days is 410.`,
        answers: {
          201: { description: 'The new account, signed in', schema: LoginAnswerSchema },
          404: refusals[404],
          409: 'Someone on the staff signs in with this address already',
          410: refusals[410],
        },
      }),
      deps.authLimit('invitations-accept'),
      jsonInput(AcceptInvitationSchema),
      async (c) => {
        const { token, name, password } = c.req.valid('json');
        const { found, at } = await usableInvitation(deps, token);
        // The e-mail is known only here: a password made of it is as guessable as one made of the name.
        const weakness = passwordWeakness(password, [name, found.email]);
        if (weakness) throw new ApiError(400, weakness, { password: weakness });
        // Hashed before the transaction: Argon2 holds no lock.
        const passwordHash = await hashPassword(password);
        const row = await deps.db.transaction(async (tx) => {
          await tx.execute(ACCOUNT_LOCK);
          const [claimed] = await tx
            .update(invitations)
            .set({ acceptedAt: at })
            .where(
              and(
                eq(invitations.id, found.id),
                isNull(invitations.acceptedAt),
                isNull(invitations.revokedAt),
                gt(invitations.expiresAt, at),
              ),
            )
            .returning({ id: invitations.id });
          if (!claimed) throw new ApiError(410, USED);
          const [existing] = await tx.select().from(users).where(eq(users.email, found.email)).limit(1);
          if (existing && !existing.removedAt) throw new ApiError(409, TAKEN);
          const account = { name, username: name, passwordHash, role: found.role, updatedAt: at };
          if (existing) {
            // Back on the staff: what signed in to the old account does not sign in to this one.
            await removeSignInFactors(tx, existing.id);
            const [revived] = await tx
              .update(users)
              .set({ ...account, removedAt: null, suspendedAt: null, sessionVersion: sql`${users.sessionVersion} + 1` })
              .where(eq(users.id, existing.id))
              .returning();
            return revived;
          }
          const [created] = await tx
            .insert(users)
            .values({ id: randomUUID(), email: found.email, ...account })
            .returning();
          return created;
        });
        if (!row) throw new Error('the invitation made no account');
        const user = toUser(row);
        await audit(deps, c, 'invitation.accepted', `${found.email} as ${found.role}`, { actor: user });
        const tokens = await deps.tokens.issuePair(row);
        await audit(deps, c, 'sign-in', `invitation: ${found.email}`, { actor: user });
        deps.logger.info({ userId: row.id, role: row.role, invitation: found.id }, 'invitation accepted');
        return c.json({ ...tokens, user } satisfies LoginAnswer, 201);
      },
    );
}
