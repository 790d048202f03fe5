// `npm start`: builds the site when its sources changed since the last build, then serves it with
// the API on http://localhost:3000 (PORT, HOST, DATA_DIR and the rest as in src/server/main.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from './build/freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (buildIsStale()) {
  console.log('Building the site (sources changed since the last build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
