/**
 * Imported first by the browser's entries. Zod 4 finds out whether it may compile its parsers by
 * calling `new Function('')`; under the site's Content-Security-Policy (no 'unsafe-eval') that probe
 * is itself a violation the browser reports (Lighthouse's best practices count it). Parsing without
 * compiling is what it would fall back to anyway.
 *
 * Set through the global that zod's core adopts as its configuration when it loads (zod/v4/core's
 * `config()` writes to the same object), not by importing `config`: that import put 4.2 KB (gzip) of
 * zod's core into the first script of every static page, which needs zod only once a form loads.
 * The browser suites fail on any violation the policy reports, so a zod that stops reading this
 * global is caught there.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
