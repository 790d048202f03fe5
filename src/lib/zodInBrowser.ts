import { config } from 'zod/v4/core';

/**
 * Imported first by the browser's entries. Zod 4 finds out whether it may compile its parsers by
 * calling `new Function('')`; under the site's Content-Security-Policy (no 'unsafe-eval') that probe
 * is itself a violation the browser reports (Lighthouse's best practices count it). Parsing without
 * compiling is what it would fall back to anyway.
 */
config({ jitless: true });
