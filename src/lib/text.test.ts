import { truncate } from './text';

describe('truncate', () => {
  it('leaves text of at most max characters as it is', () => {
    expect(truncate('Network design', 14)).toBe('Network design');
  });

  it("cuts longer text at max characters, drops the spaces it ends on, and adds '...'", () => {
    expect(truncate('Cloud migration and support', 6)).toBe('Cloud...');
    expect(truncate('x'.repeat(200), 160)).toHaveLength(163);
  });

  it('keeps the ellipsis within the ceiling when asked to count it', () => {
    expect(truncate('abcdefghij', 8, { total: true })).toBe('abcde...');
    expect(truncate('word '.repeat(100), 300, { total: true })).toHaveLength(300);
  });
});
