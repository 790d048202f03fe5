import { Hono } from 'hono';
import { ConfirmTotpSchema, RecoveryCodesSchema, TotpEnrolmentSchema, type TotpEnrolment } from '../../schemas/sign-in-factors';
import { audit } from '../audit/log';
import { accountMails } from '../team/mails';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../http/errors';
import { jsonInput } from '../http/json-input';
import { describeAccount } from './describe';
import { requireUser } from './guard';
import { keepAWayIn, passkeyCount, secondFactorRequired } from './sign-in-policy';
import { removeTotp } from './totp';

/**
 * /api/account/totp: the signed-in account's authenticator app. POST starts an enrolment (the
 * secret, its otpauth URI and that URI as an SVG QR code, drawn here so the admin's bundle carries
 * no QR library); POST /confirm with the app's first code turns it on and answers the ten recovery
 * codes, once; DELETE turns it off. The secret is never answered again after the confirmation.
 */
export function totpRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/',
      describeAccount({
        summary: 'Start setting up an authenticator app',
        description: 'The secret, its otpauth URI and a QR code of it. Nothing is on until POST /api/account/totp/confirm.',
        answers: {
          201: { description: 'What the app needs', schema: TotpEnrolmentSchema },
          409: 'An authenticator app is set up already',
        },
      }),
      deps.authLimit('totp-enrol'),
      requireUser(deps, { recentProof: true }),
      async (c) => {
        const user = c.get('user');
        const enrolment = await deps.totp.enrol(user.id, user.email);
        if (!enrolment) throw new ApiError(409, 'An authenticator app is already set up. Turn it off first to set up another.');
        // Loaded when someone sets up an app, not held by every instance from its start.
        const { default: QRCode } = await import('qrcode');
        const qrSvg = await QRCode.toString(enrolment.uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
        return c.json({ ...enrolment, qrSvg } satisfies TotpEnrolment, 201);
      },
    )
    .post(
      '/confirm',
      describeAccount({
        summary: 'Turn the authenticator app on',
        description: "The app's first code turns it on. The ten recovery codes are answered this once and never again.",
        answers: {
          200: { description: 'The recovery codes', schema: RecoveryCodesSchema },
          400: 'The code is not right (or no set-up was started)',
        },
      }),
      deps.authLimit('totp-confirm'),
      requireUser(deps),
      jsonInput(ConfirmTotpSchema),
      async (c) => {
        const user = c.get('user');
        const codes = await deps.totp.confirm(user.id, c.req.valid('json').code);
        if (codes) await audit(deps, c, 'authenticator-app.added', user.email);
        if (!codes) {
          throw new ApiError(400, 'That code is not right. Check the time on your phone and try the newest code.', {
            code: 'That code is not right',
          });
        }
        deps.logger.info({ userId: user.id }, 'authenticator app turned on');
        return c.json({ recoveryCodes: codes }, 200);
      },
    )
    .post(
      '/recovery-codes',
      describeAccount({
        summary: 'Make new recovery codes',
        description:
          'Ten new codes, answered this once; the old ones stop working. For a person who used some, or fears they were seen. ' +
          'The account holder is mailed.',
        answers: {
          200: { description: 'The new recovery codes', schema: RecoveryCodesSchema },
          404: 'No authenticator app is set up',
        },
      }),
      deps.authLimit('totp-recovery-codes'),
      requireUser(deps, { recentProof: true }),
      async (c) => {
        const user = c.get('user');
        const codes = await deps.db.transaction(async (tx) => {
          const renewed = await deps.totp.renewRecoveryCodes(tx, user.id);
          if (!renewed) throw new ApiError(404, 'No authenticator app is set up');
          await audit(deps, c, 'recovery-codes.renewed', user.email, { tx });
          return renewed;
        });
        deps.logger.info({ userId: user.id }, 'recovery codes renewed');
        accountMails.recoveryCodesRenewed(deps.notifier, user);
        return c.json({ recoveryCodes: codes }, 200);
      },
    )
    .delete(
      '/',
      describeAccount({
        summary: 'Turn the authenticator app off',
        description: 'Its recovery codes go with it.',
        answers: {
          204: { description: 'Turned off', mediaType: null },
          404: 'No authenticator app is set up',
          409: 'The site requires a second factor and the account has no passkey',
        },
      }),
      deps.authLimit('totp-remove'),
      requireUser(deps, { recentProof: true }),
      async (c) => {
        const user = c.get('user');
        await deps.db.transaction(async (tx) => {
          if (!(await removeTotp(tx, user.id))) throw new ApiError(404, 'No authenticator app is set up');
          keepAWayIn(
            { passkeys: await passkeyCount(tx, user.id), totp: false, required: await secondFactorRequired(tx) },
            'Keep your authenticator app: the site requires a second factor and you have no passkey.',
          );
          await audit(deps, c, 'authenticator-app.removed', user.email, { tx });
        });
        deps.logger.info({ userId: user.id }, 'authenticator app turned off');
        accountMails.authenticatorAppRemoved(deps.notifier, user);
        return c.body(null, 204);
      },
    );
}
