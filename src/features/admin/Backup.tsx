import { useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { toast } from '../toast/toast';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';

/** The name the server gave the archive (Content-Disposition), or a dated one. */
function archiveName(disposition: string | null) {
  const quoted = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return quoted ?? `nexlink-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`;
}

/**
 * The administrator's backup: GET /api/admin/backup needs the bearer token, so the archive comes
 * through the API client as a blob and is saved under the server's name. The site keeps serving
 * while it is taken; restoring it is `npm run admin -- restore FILE` on the server (README).
 */
export function Backup() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await api.get('admin/backup', { timeout: false });
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = archiveName(res.headers.get('content-disposition'));
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      void toast({ message: await errorMessage(error, 'The backup could not be downloaded'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="backup-heading">
      <h2 id="backup-heading">Backup</h2>
      <p className={classes.muted}>
        One archive of the database and every uploaded file, taken while the site keeps running. Keep it somewhere other than this
        server.
      </p>
      <AppButton loading={busy} onClick={() => void download()}>
        Download a backup
      </AppButton>
    </section>
  );
}
