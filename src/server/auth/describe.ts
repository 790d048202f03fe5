import { describer, TAGS } from '../contract/describe';

/** The routes of signing in (/api/auth, the invitation links' among them), under their tag of the API's document. */
export const describeSignIn = describer(TAGS.auth);

/** The routes of the signed-in account's own ways in (/api/account), under theirs. */
export const describeAccount = describer(TAGS.account);
