import { describe, expect, it } from 'vitest';
import { LoginSchema } from './auth';
import { WEAK_PASSWORD } from './password';
import { RegisterSchema } from './register';
import { BlogCreateSchema } from './blog';
import { ContactMessageSchema } from './contact';
import { JobApplicationSchema } from './job-application';
import { formOptions } from './options';
import { QuoteRequestSchema } from './quote';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('form option lists', () => {
  it('hold the agreed lists: 23 services, 3 sizes, 7 sources, 6 budget bands per region, 3 currencies', () => {
    expect(formOptions.services).toHaveLength(23);
    expect(new Set(formOptions.services).size).toBe(23);
    expect(formOptions.companySizes).toEqual(['Small (1-4)', 'Medium (5-25)', 'Large (26 or above)']);
    expect(formOptions.contactMethods).toEqual(['Email', 'Phone']);
    expect(formOptions.sources).toHaveLength(7);
    expect(formOptions.budgets.uk[0]).toBe('Under £500');
    expect(formOptions.budgets.nepal.at(-1)).toBe('Over NPR 2,000,000');
    expect(formOptions.currencies).toEqual([
      { value: 'GBP', label: 'GBP (£)' },
      { value: 'USD', label: 'Dollar ($)' },
      { value: 'NPR', label: 'Nepalese Rupee (NPR)' },
    ]);
  });
});

describe('schemas shared with the browser forms', () => {
  it('quote: names the four required fields in plain words', () => {
    expect(messages(QuoteRequestSchema.safeParse({}))).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      companyName: 'Company name is required',
    });
  });

  it('quote: fills the optional fields with empty text and the region with modal', () => {
    const parsed = QuoteRequestSchema.parse({ fullName: ' A ', email: 'A@B.CO', phone: '1', companyName: 'C' });
    expect(parsed).toMatchObject({ fullName: 'A', email: 'a@b.co', size: '', budget: '', region: 'modal' });
  });

  it('quote: checks the budget against the region it came from', () => {
    const base = { fullName: 'A', email: 'a@b.co', phone: '1', companyName: 'C' };
    expect(QuoteRequestSchema.safeParse({ ...base, region: 'nepal', budget: 'Under NPR 50,000' }).success).toBe(true);
    expect(messages(QuoteRequestSchema.safeParse({ ...base, region: 'nepal', budget: 'Under £500' }))).toEqual({
      budget: 'Choose a budget from the list',
    });
  });

  it('contact: phone and message are optional', () => {
    expect(ContactMessageSchema.safeParse({ name: 'A', email: 'a@b.co', subject: 'S' }).success).toBe(true);
  });

  it('job application: refuses the placeholder choices', () => {
    const result = JobApplicationSchema.safeParse({
      name: 'A',
      contact: '1',
      email: 'a@b.co',
      town: 'T',
      country: 'C',
      salary: '1',
      position: 'Options',
      currency: 'Options',
    });
    expect(messages(result)).toEqual({
      position: 'Choose a desired position from the list',
      currency: 'Choose a currency from the list',
    });
  });

  it('auth: a short password, a malformed e-mail and a missing login password', () => {
    expect(messages(RegisterSchema.safeParse({ name: 'A', email: 'nope', password: 'short' }))).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(messages(LoginSchema.safeParse({ email: 'a@b.co' }))).toEqual({ password: 'Password is required' });
  });

  it('register: the form and the server refuse the same weak passwords', () => {
    const account = { name: 'Asha', email: 'asha@example.com' };
    expect(messages(RegisterSchema.safeParse({ ...account, password: 'password' }))).toEqual({ password: WEAK_PASSWORD });
    expect(messages(RegisterSchema.safeParse({ ...account, password: 'asha@example.com' }))).toEqual({ password: WEAK_PASSWORD });
    expect(RegisterSchema.safeParse({ ...account, password: 'four random words together' }).success).toBe(true);
  });

  it('blog: refuses script URLs and foreign images, and text with NUL characters', () => {
    expect(messages(BlogCreateSchema.safeParse({ title: 'a\u0000', content: 'c', imageUrl: 'javascript:alert(1)' }))).toEqual({
      title: 'Title contains a character that is not allowed',
      imageUrl: 'Image URL must be an image uploaded to this site (/api/uploads/images/…)',
    });
  });
});

describe('single-line and multi-line fields', () => {
  const contact = { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Hi' };

  it('turn line breaks in single-line fields into spaces, so no line can be forged in the mail or the inbox', () => {
    const parsed = ContactMessageSchema.parse({
      ...contact,
      name: 'Sam\r\nBcc: victim@example.com',
      subject: 'Hello\nReply-To: x@evil.example',
    });
    expect(parsed.name).toBe('Sam Bcc: victim@example.com');
    expect(parsed.subject).toBe('Hello Reply-To: x@evil.example');
    const quote = QuoteRequestSchema.parse({ fullName: 'A\u2028B', email: 'a@b.co', phone: '1\t2', companyName: 'C\u0085D' });
    expect([quote.fullName, quote.phone, quote.companyName]).toEqual(['A B', '1 2', 'C D']);
  });

  it('refuse other control characters and bidirectional overrides in single-line fields', () => {
    for (const name of ['Sam\u0000', 'Sam\u001b[31m', 'Sam\u007f', 'evil\u202egpj.exe']) {
      expect(messages(ContactMessageSchema.safeParse({ ...contact, name }))).toEqual({
        name: 'Name contains a character that is not allowed',
      });
    }
    expect(messages(ContactMessageSchema.safeParse({ ...contact, email: 'a\r\nb@example.com' })).email).toBeDefined();
  });

  it('keep paragraphs in multi-line fields, with line endings made uniform', () => {
    expect(ContactMessageSchema.parse({ ...contact, message: 'One\r\nTwo\rThree\n\tFour' }).message).toBe(
      'One\nTwo\nThree\n\tFour',
    );
    expect(messages(ContactMessageSchema.safeParse({ ...contact, message: 'bell\u0007' }))).toEqual({
      message: 'Message contains a character that is not allowed',
    });
  });
});
