import { roleLabel, type Role } from '../../schemas/roles';
import type { Notifier } from '../notify/outbox';

/*
 * What the account holder is told about their own account, at their own address (issue 42, item 5):
 * each change someone else could make with a stolen session, or an administrator made on purpose,
 * reaches the person it concerns. Without SMTP_URL these are logged, which is all there is.
 */

type Holder = { email: string; name: string };

const NOT_YOU =
  'If this was not you, sign in and end every session (Sign-in methods, "Sign out everywhere"), or ask the owner or an ' +
  'administrator to suspend the account while you find out.';

function tell(notifier: Notifier, holder: Holder, subject: string, lines: Array<[string, string]>) {
  notifier.notify({ to: holder.email, subject, lines: [['Account', holder.email], ...lines] });
}

export const accountMails = {
  passkeyAdded(notifier: Notifier, holder: Holder, passkeyName: string) {
    tell(notifier, holder, 'A passkey was added to your account', [
      ['Passkey', passkeyName],
      ['What it means', 'This passkey now signs in to your account without a password.'],
      ['If this was not you', `Remove the passkey under Sign-in methods at once. ${NOT_YOU}`],
    ]);
  },
  authenticatorAppRemoved(notifier: Notifier, holder: Holder) {
    tell(notifier, holder, 'The authenticator app was turned off for your account', [
      ['What it means', 'Your password alone (or a passkey) now signs in; codes are no longer asked for.'],
      ['If this was not you', NOT_YOU],
    ]);
  },
  recoveryCodeUsed(notifier: Notifier, holder: Holder, remaining: number) {
    tell(notifier, holder, 'A recovery code was used to sign in to your account', [
      ['Recovery codes left', String(remaining)],
      ['What it means', 'That code will not work again. New codes can be made under Sign-in methods.'],
      ['If this was not you', `Someone has your password and one of your recovery codes. ${NOT_YOU}`],
    ]);
  },
  recoveryCodesRenewed(notifier: Notifier, holder: Holder) {
    tell(notifier, holder, 'New recovery codes were made for your account', [
      ['What it means', 'Your old recovery codes no longer work; only the new ones do.'],
      ['If this was not you', NOT_YOU],
    ]);
  },
  roleChanged(notifier: Notifier, holder: Holder, change: { from: Role; to: Role; by: string }) {
    tell(notifier, holder, `Your role on the site is now ${change.to}`, [
      ['Was', roleLabel(change.from)],
      ['Now', roleLabel(change.to)],
      ['Changed by', change.by],
    ]);
  },
  suspended(notifier: Notifier, holder: Holder, by: string) {
    tell(notifier, holder, 'Your account on the site is suspended', [
      ['Suspended by', by],
      ['What it means', 'You cannot sign in, and every session you had has ended. Your posts stay as they are.'],
      ['What to do', `Ask ${by} or the site's owner if you think this is a mistake.`],
    ]);
  },
  reinstated(notifier: Notifier, holder: Holder, by: string) {
    tell(notifier, holder, 'Your account on the site can sign in again', [['Reinstated by', by]]);
  },
  removed(notifier: Notifier, holder: Holder, by: string) {
    tell(notifier, holder, 'Your account was removed from the site', [
      ['Removed by', by],
      ['What it means', 'You can no longer sign in. Posts you wrote stay on the site, credited to you.'],
    ]);
  },
  invited(notifier: Notifier, invitee: { email: string }, invitation: { role: Role; by: string; url: string; days: number }) {
    notifier.notify({
      to: invitee.email,
      subject: `${invitation.by} invited you to the site's staff`,
      lines: [
        ['Role', roleLabel(invitation.role)],
        ['Accept', invitation.url],
        ['The link', `works once, for ${invitation.days} days. Opening it lets you choose your name and password.`],
        ['If you did not expect this', 'Ignore this mail: nothing happens unless the link is opened and accepted.'],
      ],
    });
  },
};
