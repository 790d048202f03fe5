import { randomUUID } from 'node:crypto';
import type { EnquiryState } from '../../schemas/enquiries';
import type { InboxKind } from '../../schemas/inbox';
import type { Executor } from '../db/types';
import { applications, contacts, files, quotes } from '../db/schema';

/**
 * What a test chooses of an enquiry it stores directly: its times (ISO 8601), its tracking, and for
 * a quote its form and answer to "how did you hear about us". The rest are a form's plain values.
 */
export interface SeededEnquiry {
  createdAt: string;
  dueAt: string | null;
  firstReplyAt?: string | null;
  state?: EnquiryState;
  assigneeId?: string | null;
  spamReason?: string | null;
  /** Quotes only. Default: 'uk'. */
  region?: 'uk' | 'nepal' | 'modal';
  /** Quotes only. Default: '' (not given). */
  source?: string;
}

/** The tracking columns of a seeded row, the same on every kind. */
const tracking = (row: SeededEnquiry) => ({
  id: randomUUID(),
  createdAt: new Date(row.createdAt),
  dueAt: row.dueAt === null ? null : new Date(row.dueAt),
  firstReplyAt: row.firstReplyAt ? new Date(row.firstReplyAt) : null,
  state: row.state ?? 'new',
  // A closed quote carries its end; the others none.
  outcome: null,
  assigneeId: row.assigneeId ?? null,
  spamReason: row.spamReason ?? null,
});

/**
 * Stores enquiries of `kind` as the forms would have, at the times given, without the forms (whose
 * proof of work is checked at the real time): a report's test chooses every time it counts. An
 * application's CV is a files row of its own.
 */
export async function seedEnquiries(db: Executor, kind: InboxKind, rows: SeededEnquiry[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map(tracking);
  switch (kind) {
    case 'quotes':
      await db.insert(quotes).values(
        values.map((value, index) => ({
          ...value,
          outcome: value.state === 'closed' ? ('won' as const) : null,
          fullName: 'Jane Doe',
          email: 'jane@example.com',
          phone: '',
          companyName: 'Acme Ltd',
          size: 'Small (1-4)',
          contactMethod: 'Email',
          services: 'Website Development',
          description: 'A new website',
          budget: '',
          source: rows[index]?.source ?? '',
          additionalDetails: '',
          deadline: '',
          region: rows[index]?.region ?? 'uk',
        })),
      );
      break;
    case 'contacts':
      await db.insert(contacts).values(
        values.map((value) => ({
          ...value,
          name: 'Sam',
          email: 'sam@example.com',
          phone: '',
          subject: 'Hello',
          message: 'A question',
        })),
      );
      break;
    case 'applications': {
      const cvs = values.map(() => ({
        id: randomUUID(),
        kind: 'cv' as const,
        originalName: 'cv.pdf',
        storedName: `${randomUUID()}.pdf`,
        size: 1,
        mime: 'application/pdf',
      }));
      await db.insert(files).values(cvs);
      await db.insert(applications).values(
        values.map((value, index) => ({
          ...value,
          fileId: cvs[index]?.id ?? '',
          name: 'Ram Shrestha',
          contact: '',
          email: 'ram@example.com',
          town: 'Kathmandu',
          country: 'Nepal',
          position: 'DevOps Engineer',
          salary: '',
          currency: 'NPR',
          info: '',
        })),
      );
      break;
    }
  }
  return values.map((value) => value.id);
}

/** The first Christmas Eve ahead that is a Thursday (2026, then 2037), at 15:00 in London (GMT in winter). */
export function thursdayChristmasEve(from: number): number {
  for (let year = new Date(from).getUTCFullYear(); ; year++) {
    const at = Date.parse(`${year}-12-24T15:00:00Z`);
    if (new Date(at).getUTCDay() === 4 && at > from) return at;
  }
}
