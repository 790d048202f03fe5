import type { ContactPayload } from '../../stores/contact';

/** A complete message, shared by the stories and the tests. */
export const contactFixture: ContactPayload = {
  name: 'Asha Gurung',
  email: 'asha@example.com',
  phone: '+44 20 7946 0000',
  subject: 'Cloud migration',
  message: 'We would like to move our file server to the cloud.',
};
