import { issuesOfBlock } from './session';

const file = 'content/pages/about.json';

describe('the compiler’s issues beside the selected block', () => {
  it('names each issue of that block by the field the panel shows, and leaves the other blocks’ out', () => {
    const issues = [
      { file, path: ['blocks', 0, 'props', 'title'], message: 'this cannot be empty' },
      { file, path: ['blocks', 2, 'props', 'items', 0, 'question'], message: 'expected string, found nothing' },
      { file, path: ['blocks', 2], message: 'a second h1' },
      { file, path: ['blocks'], message: 'the page has no h1' },
    ];
    expect(issuesOfBlock(issues, 0)).toEqual([{ field: 'Title', message: 'this cannot be empty' }]);
    expect(issuesOfBlock(issues, 2)).toEqual([
      { field: 'Items › item 1 › Question', message: 'expected string, found nothing' },
      { field: 'This block', message: 'a second h1' },
    ]);
    expect(issuesOfBlock(issues, 1)).toEqual([]);
  });
});
