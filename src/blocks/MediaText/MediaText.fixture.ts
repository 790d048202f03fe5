import type { MediaTextProps } from './schema';

/** Shared by the story and the test. */
export const mediaTextFixture: MediaTextProps = {
  heading: 'Why Reliable Backup Is Essential',
  paragraphs: [
    'Hardware fails, people delete the wrong folder and ransomware encrypts whatever it can reach.',
    'A backup is only as good as its last successful restore, so we test restores on a schedule.',
  ],
  bullets: ['Files, servers, databases and Microsoft 365', 'Clear recovery times agreed in writing'],
  image: {
    src: '/images/services/cloud-storage-backup.svg',
    alt: 'A database backed up to cloud storage',
    width: 600,
    height: 400,
  },
  imagePosition: 'right',
  action: { kind: 'mail', label: 'Talk to our experts', subject: 'Inquiry: Cloud Storage and Backup' },
  muted: true,
};
