import { useEffect, useMemo } from 'react';

/** A URL for showing `file` before it is uploaded; an object URL holds the file in memory until revoked, so each frees the last. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
