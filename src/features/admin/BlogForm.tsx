import { FileInput, Progress, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Loader.css';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { BlogCreateSchema } from '../../schemas/blog';
import type { BlogDraft } from '../../stores/blog';
import { AppButton } from '../../ui/AppButton';
import { FormAlert } from '../auth/FormAlert';
import classes from './Admin.module.css';

const TextFieldsSchema = BlogCreateSchema.pick({ title: true, content: true });

export interface BlogFormProps {
  /** Edit mode: the post's title and content; the image stays empty, meaning keep the current one. */
  initial?: { title: string; content: string; imageUrl?: string };
  onSubmit: (draft: BlogDraft) => void | Promise<void>;
  loading?: boolean;
  /** Upload progress 0..1 while the image is sent, else null. */
  progress?: number | null;
  error?: string | null;
  success?: string | null;
}

/** Title, content and an image with a preview; the image is uploaded when the form is saved. */
export function BlogForm({ initial, onSubmit, loading = false, progress = null, error, success }: BlogFormProps) {
  const editing = Boolean(initial);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { title: initial?.title ?? '', content: initial?.content ?? '', image: null as File | null },
    validate: (values) => schemaResolver(TextFieldsSchema, { sync: true })(values),
  });
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  form.watch('image', ({ value }) => setImage(value));

  // An object URL holds the file in memory until revoked, so each preview frees the last one.
  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const shown = preview ?? (initial?.imageUrl || null);

  return (
    <form
      className={classes.form}
      noValidate
      aria-label={editing ? 'Edit blog' : 'Create blog'}
      onSubmit={form.onSubmit((values) => onSubmit({ title: values.title, content: values.content, image: values.image }))}
    >
      <FormAlert error={error} success={success} />
      <TextInput label="Title" withAsterisk key={form.key('title')} {...form.getInputProps('title')} />
      <Textarea
        label="Content"
        description="Plain text or HTML; scripts are removed when the post is shown."
        withAsterisk
        rows={8}
        key={form.key('content')}
        {...form.getInputProps('content')}
      />
      <FileInput
        label="Image"
        description={editing ? 'Leave empty to keep the current image.' : 'PNG, JPEG, WebP, GIF or AVIF, at most 5 MB.'}
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        clearable
        placeholder="Choose an image"
        key={form.key('image')}
        {...form.getInputProps('image')}
      />
      {shown && <img className={classes.preview} src={shown} alt="Preview of the post image" />}
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} aria-label="Image upload progress" striped animated={progress < 1} />
      )}
      <AppButton type="submit" loading={loading} disabled={loading}>
        {loading ? 'Saving...' : editing ? 'Update Blog' : 'Create Blog'}
      </AppButton>
    </form>
  );
}
