import { Badge, FileInput, Progress, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BlogCreateSchema, MAX_BLOG_EXCERPT, MAX_IMAGE_ALT, type BlogStatus } from '../../schemas/blog';
import type { Blog, BlogDraft, BlogOutcome, UploadedImage } from '../../stores/blog';
import { AppButton } from '../../ui/AppButton';
import { FormAlert } from '../auth/FormAlert';
import classes from './Admin.module.css';
import { statusBadge } from './BlogCard';
import { PostEditor } from './PostEditor';
import { IMAGE_TYPES } from './text';

const FieldsSchema = BlogCreateSchema.pick({ title: true, content: true, excerpt: true, imageAlt: true });
export const COVER_ALT_REQUIRED = 'Image alt text is required: describe the image for readers who cannot see it';

/** The post being edited, as far as the form shows it. */
export type BlogFormInitial = Pick<Blog, 'title' | 'content' | 'excerpt' | 'imageUrl' | 'imageAlt' | 'status' | 'url'>;

export interface BlogFormProps {
  /** Edit mode: the post as stored; its cover is kept unless another is chosen or it is removed. */
  initial?: BlogFormInitial;
  onSubmit: (draft: BlogDraft) => void | Promise<void>;
  /** Uploads an image for the body of the post (the editor's "Insert image"). */
  onUploadImage: (file: File) => Promise<BlogOutcome<UploadedImage>>;
  loading?: boolean;
  /** Upload progress 0..1 while an image is sent, else null. */
  progress?: number | null;
  error?: string | null;
  success?: string | null;
}

interface SaveAction {
  label: string;
  status: BlogStatus;
  variant: 'filled' | 'outline';
}

/**
 * The two ways a save can go, as Ghost offers them: a new post or a draft is saved as a draft or
 * published; a published post is updated or unpublished (back to a draft). The first is what Enter does.
 */
function actionsFor(status: BlogStatus | undefined): [SaveAction, SaveAction] {
  switch (status) {
    case 'published':
    case 'scheduled':
      return [
        { label: 'Update', status: 'published', variant: 'filled' },
        { label: 'Unpublish', status: 'draft', variant: 'outline' },
      ];
    case 'draft':
    case undefined:
      return [
        { label: 'Save draft', status: 'draft', variant: 'outline' },
        { label: 'Publish', status: 'published', variant: 'filled' },
      ];
  }
}

/**
 * Title, body (a rich-text editor), excerpt and a cover image with its alt text; the post is saved
 * as a draft or published. The cover is uploaded when the form is saved.
 */
export function BlogForm({ initial, onSubmit, onUploadImage, loading = false, progress = null, error, success }: BlogFormProps) {
  const form = useForm({
    initialValues: {
      title: initial?.title ?? '',
      content: initial?.content ?? '',
      excerpt: initial?.excerpt ?? '',
      image: null as File | null,
      imageUrl: initial?.imageUrl ?? '',
      imageAlt: initial?.imageAlt ?? '',
    },
    validate: (values) => {
      const errors = schemaResolver(FieldsSchema, { sync: true })(values);
      if ((values.image || values.imageUrl) && !values.imageAlt.trim()) errors.imageAlt = COVER_ALT_REQUIRED;
      return errors;
    },
  });
  const { image, imageUrl } = form.getValues();
  // Which button sent the form: its click comes just before the submit (Enter in a field clicks the first).
  const [primary, secondary] = actionsFor(initial?.status);
  const intent = useRef<BlogStatus>(primary.status);
  const [sending, setSending] = useState<BlogStatus | null>(null);

  // An object URL holds the file in memory until revoked, so each preview frees the last one.
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = preview ?? (imageUrl || null);
  const hasImage = Boolean(image || imageUrl);

  return (
    <form
      className={classes.form}
      noValidate
      aria-label={initial ? 'Edit blog' : 'Create blog'}
      onSubmit={(event) =>
        form.onSubmit((values) => {
          setSending(intent.current);
          return onSubmit({
            title: values.title,
            content: values.content,
            excerpt: values.excerpt,
            image: values.image,
            imageUrl: values.imageUrl,
            imageAlt: values.imageAlt,
            status: intent.current,
          });
        })(event)
      }
    >
      <FormAlert error={error} success={success} />
      {initial && (
        <div className={classes.status}>
          <Badge {...statusBadge(initial.status)} />
          {initial.status === 'published' && (
            <a href={initial.url} target="_blank" rel="noreferrer">
              {initial.url}
            </a>
          )}
        </div>
      )}
      <TextInput label="Title" withAsterisk key={form.key('title')} {...form.getInputProps('title')} />
      <PostEditor
        label="Content"
        required
        key={form.key('content')}
        defaultValue={form.getValues().content}
        onChange={(html) => form.setFieldValue('content', html)}
        onUploadImage={onUploadImage}
        error={form.errors.content as string | undefined}
      />
      <Textarea
        label="Excerpt"
        description={`Optional, at most ${MAX_BLOG_EXCERPT} characters: the summary in the blog list and search results. Left empty, the start of the post is used.`}
        rows={3}
        maxLength={MAX_BLOG_EXCERPT}
        key={form.key('excerpt')}
        {...form.getInputProps('excerpt')}
      />
      <FileInput
        label="Cover image"
        description={initial?.imageUrl ? 'Leave empty to keep the current image.' : 'PNG, JPEG, WebP, GIF or AVIF, at most 5 MB.'}
        accept={IMAGE_TYPES}
        clearable
        placeholder="Choose an image"
        key={form.key('image')}
        {...form.getInputProps('image')}
      />
      {shown && (
        <div className={classes.cover}>
          <img className={classes.preview} src={shown} alt="Cover preview" />
          {!image && (
            <AppButton variant="outline" size="compact-md" onClick={() => form.setFieldValue('imageUrl', '')}>
              Remove image
            </AppButton>
          )}
        </div>
      )}
      {hasImage && (
        <TextInput
          label="Image alt text"
          description="What the image shows, for readers who cannot see it."
          withAsterisk
          maxLength={MAX_IMAGE_ALT}
          key={form.key('imageAlt')}
          {...form.getInputProps('imageAlt')}
        />
      )}
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} aria-label="Image upload progress" striped animated={progress < 1} />
      )}
      <div className={classes.formActions}>
        {[primary, secondary].map((action) => (
          <AppButton
            key={action.label}
            type="submit"
            variant={action.variant}
            loading={loading && sending === action.status}
            disabled={loading}
            onClick={() => {
              intent.current = action.status;
            }}
          >
            {action.label}
          </AppButton>
        ))}
      </div>
    </form>
  );
}
