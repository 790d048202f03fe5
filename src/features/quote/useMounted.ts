import { useEffect, useState } from 'react';

/**
 * False on the server and the first client render, true once hydrated: the prerendered form is
 * inert HTML until its chunk loads, and `data-ready` tells tests (and styles) when it is live.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
