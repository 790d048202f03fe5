import { describe, expect, it } from 'vitest';
import { validApplication } from '../test/harness';
import { jobForm } from './forms';

describe("a job application's mail", () => {
  const position = (openRole?: boolean) =>
    jobForm
      .notify({ ...validApplication, ...(openRole === undefined ? {} : { openRole }) })
      .lines.find(([label]) => label === 'Position')?.[1];

  it('names the position, and says when it was not one of the open roles', () => {
    expect(position(true)).toBe('DevOps Engineer');
    expect(position(false)).toBe('DevOps Engineer (speculative: not an open role)');
  });

  it('calls a position speculative unless the server found it open', () => {
    expect(position()).toBe('DevOps Engineer (speculative: not an open role)');
  });
});
