import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlogOutcome, UploadedImage } from '../../stores/blog';
import { axeViolations, render } from '../../test-utils/render';
import { blogFormFixture } from './admin.fixture';
import { BlogForm, type BlogFormProps, COVER_ALT_REQUIRED } from './BlogForm';
import { INLINE_ALT_REQUIRED } from './InsertImageControl';
import { htmlToText } from '../../schemas/html-text';

const UPLOADED = '/api/uploads/images/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rack.png', { type: 'image/png' });
const uploaded = vi.fn(async (): Promise<BlogOutcome<UploadedImage>> => ({
  ok: true,
  value: { url: UPLOADED, width: 640, height: 480 },
}));

// jsdom has no object URLs (the cover's preview needs one) and no layout for ranges (ProseMirror
// measures the cursor to scroll it into view after an insert).
const { createObjectURL, revokeObjectURL } = URL;
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** The post's body: Tiptap's editable area, named by the field's label. */
const editor = () => screen.getByRole('textbox', { name: /Content/ });
/** Mantine's FileInput: a button that opens the hidden native input the file goes to. */
function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
/** Waits for Tiptap, which builds its editor after the first render. */
const ready = async () => waitFor(() => expect(editor()).toHaveAttribute('contenteditable', 'true'));

describe('BlogForm', () => {
  it('asks for a title and content before saving, and saves nothing', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    render(<BlogForm onSubmit={onSubmit} onUploadImage={uploaded} />);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers a new post as a draft or published, and sends the status of the button pressed', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    render(<BlogForm onSubmit={onSubmit} onUploadImage={uploaded} initial={blogFormFixture.draft} />);
    await ready();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'draft', title: blogFormFixture.draft.title }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'published' }));
    expect(onSubmit.mock.lastCall?.[0].content).toBe(blogFormFixture.draft.content);
  });

  it('starts a published post with its fields, keeps its image, and offers Update and Unpublish', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    const { post } = blogFormFixture;
    render(<BlogForm onSubmit={onSubmit} onUploadImage={uploaded} initial={post} />);
    await ready();
    expect(screen.getByLabelText(/Title/)).toHaveValue(post.title);
    expect(editor()).toHaveTextContent('Here is how we test them');
    expect(within(editor()).getByRole('heading', { level: 2, name: 'Test first' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Excerpt/)).toHaveValue(post.excerpt);
    expect(screen.getByLabelText(/Image alt text/)).toHaveValue(post.imageAlt);
    expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', post.imageUrl);
    expect(screen.getByRole('link', { name: post.url })).toHaveAttribute('href', post.url);

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      image: null,
      imageUrl: post.imageUrl,
      imageAlt: post.imageAlt,
      status: 'published',
      metaTitle: '',
      metaDescription: '',
      socialImage: null,
      socialImageUrl: '',
      // The version it was typed on: a save elsewhere meanwhile is refused, never overwritten.
      version: post.version,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'draft' }));
  });

  it('offers someone who may not publish (a contributor) drafts only, and leaves a published post to an editor', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    const { unmount } = render(
      <BlogForm onSubmit={onSubmit} onUploadImage={uploaded} initial={blogFormFixture.draft} mayPublish={false} />,
    );
    await ready();
    expect(screen.getAllByRole('button', { name: /Save draft|Publish|Schedule/ }).map((button) => button.textContent)).toEqual([
      'Save draft',
    ]);
    expect(screen.queryByLabelText('Publish at')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /preview link/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'draft' }));
    unmount();

    render(<BlogForm onSubmit={onSubmit} onUploadImage={uploaded} initial={blogFormFixture.post} mayPublish={false} />);
    await ready();
    expect(screen.queryByRole('button', { name: /Update|Unpublish|Save draft/ })).not.toBeInTheDocument();
    expect(screen.getByText('This post is out: an editor changes it from here on.')).toBeInTheDocument();
  });

  it('requires alt text for a kept or newly chosen cover image', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    render(<BlogForm onSubmit={onSubmit} onUploadImage={uploaded} initial={{ ...blogFormFixture.post, imageAlt: '' }} />);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(COVER_ALT_REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // Removing the image takes the question away; choosing a new one asks it again.
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByLabelText(/Image alt text/)).not.toBeInTheDocument();
    await userEvent.upload(fileInput(screen.getByRole('form', { name: 'Edit blog' })), png());
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(COVER_ALT_REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Image alt text/), 'A server rack');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ image: expect.any(File), imageUrl: '', imageAlt: 'A server rack' }),
    );
  });

  it('inserts an uploaded image into the post only with alt text', async () => {
    const onSubmit = vi.fn<BlogFormProps['onSubmit']>();
    const onUploadImage = vi.fn(uploaded);
    render(<BlogForm onSubmit={onSubmit} onUploadImage={onUploadImage} initial={blogFormFixture.draft} />);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const prompt = await screen.findByRole('group', { name: 'Insert image' });
    await userEvent.upload(fileInput(prompt), png());
    await userEvent.click(within(prompt).getByRole('button', { name: 'Insert' }));
    expect(await within(prompt).findByText(INLINE_ALT_REQUIRED)).toBeInTheDocument();
    expect(onUploadImage).not.toHaveBeenCalled();

    await userEvent.type(within(prompt).getByLabelText(/Alt text/), 'The rack after tidying');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Insert' }));
    await waitFor(() =>
      expect(within(editor()).getByRole('img', { name: 'The rack after tidying' })).toHaveAttribute('src', UPLOADED),
    );
    expect(onUploadImage).toHaveBeenCalledWith(expect.any(File));

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit.mock.lastCall?.[0].content).toContain(
      `<img src="${UPLOADED}" alt="The rack after tidying" width="640" height="480">`,
    );
  });

  it('shows why an inline image could not be uploaded, and inserts nothing', async () => {
    const failed = vi.fn(async (): Promise<BlogOutcome<UploadedImage>> => ({
      ok: false,
      error: 'Image upload failed',
      notice: 'Image upload failed',
    }));
    render(<BlogForm onSubmit={() => {}} onUploadImage={failed} initial={blogFormFixture.draft} />);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const prompt = await screen.findByRole('group', { name: 'Insert image' });
    await userEvent.upload(fileInput(prompt), png());
    await userEvent.type(within(prompt).getByLabelText(/Alt text/), 'A rack{Enter}');
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('Image upload failed');
    expect(within(editor()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the upload progress and the reason a save failed', async () => {
    render(<BlogForm onSubmit={() => {}} onUploadImage={uploaded} loading progress={0.5} error="Image upload failed" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('alert')).toHaveTextContent('Image upload failed');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<BlogForm onSubmit={() => {}} onUploadImage={uploaded} initial={blogFormFixture.post} />);
    await ready();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('reads the text of HTML, leaving out scripts and tags, without running anything', () => {
    expect(htmlToText('<p>Hello <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>world &amp; more</p>')).toBe(
      'Hello world & more',
    );
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
