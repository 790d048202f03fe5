/** One line of the build's message: where (a JSON path such as `blocks[1].props.title`) and what was expected. */
export interface CompilerIssue {
  path: string;
  message: string;
}

/**
 * Splits the compiler's message (src/config/errors.ts: a first line naming the file, then
 * `- <path>: <expectation>` per issue) so the editor can show each one beside its field. The whole
 * message is kept too: these are only its lines.
 */
export function compilerIssues(message: string): CompilerIssue[] {
  return message.split('\n').flatMap((line) => {
    const match = /^- (\S+): (.+)$/.exec(line);
    return match?.[1] && match[2] ? [{ path: match[1], message: match[2] }] : [];
  });
}
