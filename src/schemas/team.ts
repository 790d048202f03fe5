import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { newPasswordField, passwordWeakness } from './password';
import { RoleSchema } from './roles';

/*
 * The staff and their invitations (issue 42): who is on the team, in which role, and how a new
 * person joins. The admin's forms validate with these same schemas.
 */

/** The roles an invitation can give: every one but the owner's, which is only ever handed over. */
export const INVITABLE_ROLES = ['administrator', 'editor', 'author', 'contributor'] as const;
const InvitableRoleSchema = z.enum(INVITABLE_ROLES);

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** POST /api/admin/invitations. */
export const InviteSchema = z.object({
  /** Required: where the link is mailed, and the new account's e-mail address. */
  email: emailField(),
  /** Required: what the person may do once they join. */
  role: InvitableRoleSchema,
});

/** POST /api/admin/invitations answers the link, once: only its hash is kept. */
export const InvitationCreatedSchema = z.object({
  id: z.string(),
  /** The link to send the person (it was mailed to them too). */
  url: z.string(),
  expiresAt: z.string(),
});
export type InvitationCreated = z.output<typeof InvitationCreatedSchema>;

/** An invitation not yet accepted or revoked, as GET /api/admin/invitations lists it. */
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: InvitableRoleSchema,
  invitedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** `expired` ones stay listed so they can be sent again or revoked. */
  status: z.enum(['pending', 'expired']),
});
export type Invitation = z.output<typeof InvitationSchema>;

/** The token of an invitation's link: 32 random bytes, base64url. */
const InvitationTokenSchema = z
  .string({ error: 'The invitation link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The invitation link is incomplete: open it again from the e-mail');

const joining = {
  /** Required: shown as the author of posts. */
  name: requiredText('Name', 100),
  /** Required: 8 to 256 characters, not common or guessable. */
  password: newPasswordField,
};

/** A password that is not common, and not made of the person's name (the server adds their address). */
const notGuessable = (input: { name: string; password: string }, ctx: z.RefinementCtx) => {
  if (!newPasswordField.safeParse(input.password).success) return;
  const weakness = passwordWeakness(input.password, [input.name]);
  if (weakness) ctx.addIssue({ code: 'custom', path: ['password'], message: weakness });
};

/** The invitee's form: a name and a password. */
export const JoinSchema = z.object(joining).superRefine(notGuessable);
export type JoinInput = z.input<typeof JoinSchema>;

/** POST /api/auth/invitations/open: the link's token, to show the invitee what they are accepting. */
export const OpenInvitationSchema = z.strictObject({ token: InvitationTokenSchema });

/** What POST /api/auth/invitations/open answers: the address and role the link gives, and until when. */
export const InvitationOfferSchema = z.object({
  email: z.string(),
  role: InvitableRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationOffer = z.output<typeof InvitationOfferSchema>;

/** POST /api/auth/invitations/accept: the link's token, and the invitee's name and password. */
export const AcceptInvitationSchema = z.object({ token: InvitationTokenSchema, ...joining }).superRefine(notGuessable);
export type AcceptInvitationInput = z.input<typeof AcceptInvitationSchema>;

/** A member of the staff, as GET /api/admin/users lists them. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: z.enum(['active', 'suspended']),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.output<typeof StaffMemberSchema>;

/**
 * PATCH /api/admin/users/:id: a new role, a suspension or its end. `role: "owner"`, sent by the
 * owner, hands ownership over: the other person becomes the owner and the sender an administrator.
 */
export const StaffChangeSchema = z
  .object({ role: RoleSchema.optional(), suspended: z.boolean({ error: 'suspended must be true or false' }).optional() })
  .strict()
  .refine((change) => change.role !== undefined || change.suspended !== undefined, {
    error: 'Send a role, or suspended',
  });
