// Builds Storybook, serves the static build on 127.0.0.1 and runs @storybook/test-runner against it,
// in index.json mode: the page stories come from content files, not from story files it could read.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'storybook-static');
const build = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
const server = http.createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = path.join(out, pathname);
  if (!file.startsWith(out)) return res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
// Asynchronous: the static server above runs in this process and must keep answering.
const runner = spawn('npx', ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--index-json', '--maxWorkers=2'], { cwd: root, stdio: 'inherit', env: process.env });
runner.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
