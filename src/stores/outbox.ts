import { create } from 'zustand';
import { api } from '../api/client';
import { OutboxSummarySchema, type OutboxSummary } from '../schemas/inbox';

/**
 * How the notification mails stand (GET /api/admin/outbox), for the admin's banner: read when the
 * admin opens, and again after a Resend, so the banner goes once nothing has failed.
 */
interface OutboxState {
  summary: OutboxSummary | null;
  refresh: () => Promise<void>;
}

export const useOutbox = create<OutboxState>()((set) => ({
  summary: null,
  async refresh() {
    try {
      const parsed = OutboxSummarySchema.safeParse(await api.get('admin/outbox').json());
      set({ summary: parsed.success ? parsed.data : null });
    } catch {
      // The banner is a hint: without an answer, the inbox's own states still say what happened.
    }
  },
}));
