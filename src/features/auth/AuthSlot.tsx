import type { Postback } from '../../schemas/page-forms';
import LoginSlot from './LoginSlot';
import RegisterSlot from './RegisterSlot';

/** The way into the administration app: the sign-in form of /login or the registration form of /register (one island, one stylesheet). */
export default function AuthSlot({ form, postback }: { form: 'login' | 'register'; postback?: Postback }) {
  return form === 'login' ? <LoginSlot postback={postback} /> : <RegisterSlot postback={postback} />;
}
