import { describe, expect, it } from 'vitest';
import { blocksOn, isOpenOn, openRolesOf, positionsOn, showsDatedRoles, siteDay, SPECULATIVE_POSITION } from './job-roles';
import { isTimeZone } from './site-schema';

const openings = (roles: { title: string; closesOn?: string }[]) => [
  { type: 'hero', props: { title: 'Career' } },
  { type: 'jobOpenings', props: { roles } },
];

describe('which job openings are open', () => {
  it("counts the day in the site's time zone, not the server's", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST) and in Kathmandu (UTC+5:45).
    const lateJune = Date.parse('2026-06-30T23:30:00Z');
    expect(siteDay('Europe/London', lateJune)).toBe('2026-07-01');
    expect(siteDay('Asia/Kathmandu', lateJune)).toBe('2026-07-01');
    expect(siteDay('UTC', lateJune)).toBe('2026-06-30');
    // In winter London is on UTC.
    expect(siteDay('Europe/London', Date.parse('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('keeps a role open through its closing day, and one without a date until it is removed', () => {
    expect(isOpenOn({ title: 'A', closesOn: '2026-03-10' }, '2026-03-10')).toBe(true);
    expect(isOpenOn({ title: 'A', closesOn: '2026-03-10' }, '2026-03-11')).toBe(false);
    expect(isOpenOn({ title: 'A' }, '2999-01-01')).toBe(true);
  });

  it('offers the open roles once each, in order, then the speculative position', () => {
    const blocks = openings([
      { title: 'Designer', closesOn: '2026-03-01' },
      { title: 'Developer' },
      { title: 'Developer', closesOn: '2026-04-01' },
      { title: 'Tester', closesOn: '2026-03-02' },
    ]);
    expect(openRolesOf(blocks, '2026-03-02').map((role) => role.title)).toEqual(['Developer', 'Developer', 'Tester']);
    expect(positionsOn(blocks, '2026-03-02')).toEqual(['Developer', 'Tester', SPECULATIVE_POSITION]);
    expect(positionsOn([], '2026-03-02')).toEqual([SPECULATIVE_POSITION]);
    // What search indexes: the page as shown that day, its other blocks as they are.
    const shown = blocksOn(blocks, '2026-03-02');
    expect(shown[0]).toBe(blocks[0]);
    expect((shown[1]?.props as { roles: { title: string }[] }).roles.map((role) => role.title)).toEqual([
      'Developer',
      'Developer',
      'Tester',
    ]);
  });

  it('knows which pages depend on the day, and which time zones exist', () => {
    expect(showsDatedRoles(openings([{ title: 'A' }]))).toBe(false);
    expect(showsDatedRoles(openings([{ title: 'A' }, { title: 'B', closesOn: '2026-01-01' }]))).toBe(true);
    expect(isTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
