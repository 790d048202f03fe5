import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import type { BlogOutcome, UploadedImage } from '../../stores/blog';
import { render } from '../../test-utils/render';
import { blogFormFixture } from './admin.fixture';
import { BlogForm, type BlogFormProps, SCHEDULE_TIME_REQUIRED } from './BlogForm';
import { keepLocalCopy, readLocalCopy } from './localCopy';
import { typedFields } from './formValues';

/*
 * What the form adds for publishing as Ghost does it: a time to go out (entered in the
 * administrator's own time zone, sent in UTC), the post's own search text with counters and a
 * preview of the search result, and text kept on this device offered back after a crash.
 */

const uploaded = vi.fn(async (): Promise<BlogOutcome<UploadedImage>> => ({ ok: true, value: { url: '/x.png' } }));
beforeAll(() => {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterEach(() => localStorage.clear());
const ready = async () =>
  waitFor(() => expect(screen.getByRole('textbox', { name: /Content/ })).toHaveAttribute('contenteditable', 'true'));

describe('scheduling', () => {
  it('offers Schedule once a time is chosen, and sends that local time in UTC', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    render(<BlogForm onSubmit={onSubmit} onUploadImage={uploaded} initial={blogFormFixture.draft} />);
    await ready();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription(
      new RegExp(`Your time zone: ${Intl.DateTimeFormat().resolvedOptions().timeZone}`),
    );
    await userEvent.type(screen.getByLabelText('Publish at'), '2030-03-04T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'scheduled', publishedDate: new Date(2030, 2, 4, 9, 0).toISOString() }),
    );
  });

  it('shows a scheduled post at its local time, with Update, Publish now and Unschedule', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    const at = new Date(2030, 5, 1, 14, 30);
    render(
      <BlogForm
        onSubmit={onSubmit}
        onUploadImage={uploaded}
        initial={{ ...blogFormFixture.draft, status: 'scheduled', publishedDate: at.toISOString() }}
      />,
    );
    await ready();
    expect(screen.getByLabelText('Publish at')).toHaveValue('2030-06-01T14:30');
    for (const name of ['Update', 'Publish now', 'Unschedule']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'scheduled', publishedDate: at.toISOString() }));
    await userEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.not.objectContaining({ publishedDate: expect.anything() }));
    await userEvent.clear(screen.getByLabelText('Publish at'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(SCHEDULE_TIME_REQUIRED)).toBeInTheDocument();
  });
});

describe('search and social text', () => {
  it('counts against 60 and 160 characters and previews the result, falling back to the title and excerpt', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    const { post } = blogFormFixture;
    render(<BlogForm onSubmit={onSubmit} onUploadImage={uploaded} initial={post} />);
    await ready();
    const preview = screen.getByRole('figure', { name: 'Search result preview' });
    expect(preview).toHaveTextContent(`${site.company.url}${post.url}`);
    expect(preview).toHaveTextContent(post.excerpt);
    expect(screen.getByLabelText('Meta title')).toHaveAccessibleDescription('0 / 60 characters');

    await userEvent.type(screen.getByLabelText('Meta title'), 'Patch Tuesday, calmly');
    expect(screen.getByLabelText('Meta title')).toHaveAccessibleDescription('21 / 60 characters');
    expect(preview).toHaveTextContent('Patch Tuesday, calmly');
    await userEvent.type(screen.getByLabelText('Meta description'), 'x'.repeat(161));
    expect(screen.getByLabelText('Meta description')).toHaveAccessibleDescription(
      '161 / 160 characters: search engines usually cut it after 160',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ metaTitle: 'Patch Tuesday, calmly', metaDescription: 'x'.repeat(161) }),
    );
  });
});

describe('text kept on this device', () => {
  it('offers back what was typed and never saved, and forgets it when discarded', async () => {
    const { draft } = blogFormFixture;
    const typed = {
      ...typedFields({
        ...draft,
        metaTitle: '',
        metaDescription: '',
        socialImageUrl: '',
        image: null,
        socialImage: null,
        publishAt: '',
      }),
      title: 'Typed before the crash',
    };
    keepLocalCopy(draft._id, typed);
    const { unmount } = render(<BlogForm onSubmit={vi.fn()} onUploadImage={uploaded} initial={draft} />);
    await ready();
    expect(screen.getByLabelText(/Title/)).toHaveValue(draft.title);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore it' }));
    expect(screen.getByLabelText(/Title/)).toHaveValue('Typed before the crash');
    unmount();

    render(<BlogForm onSubmit={vi.fn()} onUploadImage={uploaded} initial={draft} />);
    await ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard it' }));
    expect(readLocalCopy(draft._id)).toBeNull();
    expect(screen.queryByText('Unsaved text found')).not.toBeInTheDocument();
  });

  it('keeps every change at once, before any autosave', async () => {
    const { draft } = blogFormFixture;
    render(<BlogForm onSubmit={vi.fn()} onUploadImage={uploaded} initial={draft} />);
    await ready();
    await userEvent.type(screen.getByLabelText(/Excerpt/), 'Just typed');
    expect(readLocalCopy(draft._id)?.fields.excerpt).toBe('Just typed');
  });
});
