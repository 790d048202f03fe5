import { describe, expect, it } from 'vitest';
import { sentenceOf } from './refusal';

describe('a refused change in the editor’s words', () => {
  it('counts the fields that need attention, keeping the build’s own words (file, field path) for Details', () => {
    const sentence = sentenceOf(
      {
        kind: 'invalid',
        message: 'content/pages/career.json is not valid: blocks[2].props.roles[4].title: expected text',
        issues: [
          {
            file: 'content/pages/career.json',
            path: ['blocks', 2, 'props', 'roles', 4, 'title'],
            message: 'this cannot be empty',
          },
        ],
      },
      'Not saved',
      { marked: 'Each is marked on its block.' },
    );
    expect(sentence).toEqual({
      message: 'Not saved: 1 field needs attention. Each is marked on its block.',
      details: 'content/pages/career.json is not valid: blocks[2].props.roles[4].title: expected text',
      conflict: false,
    });
  });

  it('says the server did not answer, and whether it is tried again, with the browser’s words (an address) only under Details', () => {
    const unanswered = {
      kind: 'unanswered',
      message: 'Request failed due to a network error: PUT http://localhost:3000/api/x',
    } as const;
    expect(sentenceOf(unanswered, 'Not published').message).toBe(
      'Not published: the server did not answer. Check the connection and try again in a moment.',
    );
    const retried = sentenceOf(unanswered, 'Not saved', { retried: true });
    expect(retried.message).toBe(
      'Not saved: the server did not answer. It is tried again by itself, and what you typed is kept in this browser meanwhile.',
    );
    expect(retried.message).not.toMatch(/http|api/);
    expect(retried.details).toBe(unanswered.message);
  });

  it('gives a conflict the server’s sentence and says it is one, so the screen offers the current version', () => {
    expect(sentenceOf({ kind: 'conflict', message: 'Someone saved this page meanwhile.' }, 'Not saved')).toEqual({
      message: 'Someone saved this page meanwhile.',
      conflict: true,
    });
  });

  it('prefixes what did not happen to any other refusal', () => {
    expect(sentenceOf({ kind: 'failed', message: 'You may not change the site’s settings.' }, 'Not made').message).toBe(
      'Not made: You may not change the site’s settings.',
    );
  });
});
