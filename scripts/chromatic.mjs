// `npm run chromatic`: publishes the Storybook (every story and page, in the modes of
// .storybook/modes.ts) to Chromatic for review in its web app. Optional: `npm run test:visual`
// covers the same captures offline, and CI never calls this.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Set CHROMATIC_PROJECT_TOKEN to publish to Chromatic: create a project at https://www.chromatic.com/start and copy its project token.',
  );
  process.exit(1);
}
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build-storybook']);
// Chromatic reads the token from CHROMATIC_PROJECT_TOKEN; further flags pass through (e.g. --only-changed).
run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', ...process.argv.slice(2)]);
