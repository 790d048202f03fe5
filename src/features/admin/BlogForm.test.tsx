import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test-utils/render';
import { blogFormFixture } from './admin.fixture';
import { BlogForm } from './BlogForm';
import { htmlToText } from '../../schemas/html-text';

describe('BlogForm', () => {
  it('asks for a title and content before saving', async () => {
    const onSubmit = vi.fn();
    render(<BlogForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts edit mode with the title and content, and an empty image meaning keep the current one', async () => {
    const onSubmit = vi.fn();
    render(<BlogForm onSubmit={onSubmit} initial={blogFormFixture.post} />);
    expect(screen.getByLabelText(/Title/)).toHaveValue(blogFormFixture.post.title);
    expect(screen.getByLabelText(/Content/)).toHaveValue(blogFormFixture.post.content);
    expect(screen.getByRole('img', { name: 'Preview of the post image' })).toHaveAttribute('src', blogFormFixture.post.imageUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: blogFormFixture.post.title, content: blogFormFixture.post.content, image: null });
  });

  it('shows the upload progress and the reason a save failed', () => {
    render(<BlogForm onSubmit={() => {}} loading progress={0.5} error="Image upload failed" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('alert')).toHaveTextContent('Image upload failed');
    expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<BlogForm onSubmit={() => {}} initial={blogFormFixture.post} />);
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
