// `npm start`: builds the site and the server when their sources changed since the last build, then
// serves the site with the API on http://localhost:3000 (the environment: EnvSchema in src/server/options.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build/freshness.mjs';
import { SERVER_NODE_ARGS, serverEnv } from './build/server-runtime.mjs';
import { checkNode } from './node-runtime.mjs';

checkNode('npm start');

const root = path.resolve(import.meta.dirname, '..');

const built = await buildIfStale();
if (built !== 0) process.exit(built);

// The server as the build compiled it (dist-server/main.mjs): no TypeScript compiler at run time,
// about 80 MB less memory than running the sources through tsx; its flags: build/server-runtime.mjs.
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'dist-server/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
