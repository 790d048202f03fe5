import { Badge, FileInput, Progress, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { BlogCreateSchema, MAX_BLOG_EXCERPT, MAX_IMAGE_ALT, MAX_REVIEW_NOTE, type BlogStatus } from '../../schemas/blog';
import type { Blog, BlogDraft, BlogOutcome, ReviewStep, UploadedImage } from '../../stores/blog';
import { usePostSession } from '../../stores/postSession';
import { AppButton } from '../../ui/AppButton';
import { FormAlert } from '../auth/FormAlert';
import classes from './Admin.module.css';
import { statusBadge } from './BlogCard';
import { typedFields, type BlogFormValues } from './formValues';
import { dropLocalCopy, readLocalCopy, sameFields } from './localCopy';
import { PostEditor } from './PostEditor';
import { PostHistory } from './PostHistory';
import { PreviewLinks } from './PreviewLinks';
import { ReviewNoteShown, SendBack } from './Review';
import { LocalCopyPrompt, SaveStatus } from './SaveStatus';
import { fromLocalInput, localTimeZone, toLocalInput } from './schedule-time';
import { SearchFields } from './SearchFields';
import { IMAGE_TYPES } from './text';
import { useAutosave } from './useAutosave';
import { useObjectUrl } from './useObjectUrl';

const FieldsSchema = BlogCreateSchema.pick({ title: true, content: true, excerpt: true, imageAlt: true });
export const COVER_ALT_REQUIRED = 'Image alt text is required: describe the image for readers who cannot see it';

export const SCHEDULE_TIME_REQUIRED = 'Choose when the post goes out';

/** The post being edited, as far as the form shows it. */
export type BlogFormInitial = Pick<
  Blog,
  | '_id'
  | 'title'
  | 'content'
  | 'excerpt'
  | 'imageUrl'
  | 'imageAlt'
  | 'status'
  | 'url'
  | 'version'
  | 'publishedDate'
  | 'metaTitle'
  | 'metaDescription'
  | 'socialImageUrl'
  | 'review'
>;

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
  /** Filled by the form: what closing it now would lose, or null when nothing would be (the drawer asks first). */
  closeGuardRef?: MutableRefObject<(() => string | null) | null>;
  /** Whether the person may publish, schedule and share previews (false for a contributor: drafts only). Default: true. */
  mayPublish?: boolean;
}

interface SaveAction {
  label: string;
  /** The status the post is saved with. */
  status: BlogStatus;
  variant: 'filled' | 'outline';
  /** The step of review taken once it is saved. */
  step?: ReviewStep;
}

/**
 * The ways a save can go, as Ghost offers them: a new post or a draft is saved as a draft,
 * published, or (with a time chosen) scheduled; a scheduled one is updated, published now or
 * unscheduled (back to a draft); a published one is updated or unpublished; one in review is
 * saved as it stands, published or scheduled (or sent back, with SendBack). The first is what
 * Enter does. Someone who may not publish (a contributor) saves drafts and submits them for review,
 * and leaves a post an editor published or scheduled as it is.
 */
function actionsFor(status: BlogStatus | undefined, timed: boolean, mayPublish: boolean): SaveAction[] {
  if (!mayPublish) return contributorActions(status);
  switch (status) {
    case 'published':
      return [
        { label: 'Update', status: 'published', variant: 'filled' },
        { label: 'Unpublish', status: 'draft', variant: 'outline' },
      ];
    case 'scheduled':
      return [
        { label: 'Update', status: 'scheduled', variant: 'filled' },
        { label: 'Publish now', status: 'published', variant: 'outline' },
        { label: 'Unschedule', status: 'draft', variant: 'outline' },
      ];
    case 'review':
      return [
        { label: 'Save changes', status: 'review', variant: 'outline' },
        ...(timed ? [{ label: 'Schedule', status: 'scheduled', variant: 'filled' } as const] : []),
        { label: 'Publish', status: 'published', variant: timed ? 'outline' : 'filled' },
      ];
    case 'draft':
    case undefined:
      return [
        { label: 'Save draft', status: 'draft', variant: 'outline' },
        ...(timed ? [{ label: 'Schedule', status: 'scheduled', variant: 'filled' } as const] : []),
        { label: 'Publish', status: 'published', variant: timed ? 'outline' : 'filled' },
      ];
  }
}

/**
 * A contributor's: a draft is saved, or saved and submitted for review; a post in review stays in
 * review as it is changed, or is withdrawn to a draft; a published or scheduled post is an editor's.
 */
function contributorActions(status: BlogStatus | undefined): SaveAction[] {
  switch (status) {
    case 'draft':
    case undefined:
      return [
        { label: 'Save draft', status: 'draft', variant: 'filled' },
        { label: 'Submit for review', status: 'draft', variant: 'outline', step: 'submit' },
      ];
    case 'review':
      return [
        { label: 'Save changes', status: 'review', variant: 'filled' },
        { label: 'Withdraw from review', status: 'draft', variant: 'outline' },
      ];
    case 'published':
    case 'scheduled':
      return [];
  }
}

const valuesOf = (post: BlogFormInitial | undefined): BlogFormValues => ({
  title: post?.title ?? '',
  content: post?.content ?? '',
  excerpt: post?.excerpt ?? '',
  image: null,
  imageUrl: post?.imageUrl ?? '',
  imageAlt: post?.imageAlt ?? '',
  metaTitle: post?.metaTitle ?? '',
  metaDescription: post?.metaDescription ?? '',
  socialImage: null,
  socialImageUrl: post?.socialImageUrl ?? '',
  publishAt: post?.status === 'scheduled' ? toLocalInput(post.publishedDate) : '',
});

/**
 * Title, body (a rich-text editor), excerpt, a cover image with its alt text, the post's search and
 * social text and, for a draft, a time to go out; saved as a draft, published or scheduled. Typing
 * is kept on this device at once and autosaved a few seconds after it stops; the post's history,
 * and for a post not yet live its preview links, are a click away. Images are uploaded on save.
 */
export function BlogForm({
  initial,
  onSubmit,
  onUploadImage,
  loading = false,
  progress = null,
  error,
  success,
  closeGuardRef,
  mayPublish = true,
}: BlogFormProps) {
  const start = useMemo(() => valuesOf(initial), [initial]);
  const autosave = useAutosave(typedFields(start));
  const form = useForm<BlogFormValues>({
    initialValues: start,
    validate: (values) => {
      const errors = schemaResolver(FieldsSchema, { sync: true })(values);
      if ((values.image || values.imageUrl) && !values.imageAlt.trim()) errors.imageAlt = COVER_ALT_REQUIRED;
      if (intent.current.status === 'scheduled' && !fromLocalInput(values.publishAt)) errors.publishAt = SCHEDULE_TIME_REQUIRED;
      return errors;
    },
    onValuesChange: (values) => autosave.changed(typedFields(values)),
  });
  const postId = usePostSession((state) => state.postId);
  /** The post on the server: the one opened, or the one the autosave created for a new post (a draft). */
  const storedId = initial?._id ?? postId;
  const { image, imageUrl, publishAt } = form.getValues();
  // Which button sent the form: its click comes just before the submit (Enter in a field clicks the first).
  const actions = actionsFor(initial?.status, Boolean(fromLocalInput(publishAt)), mayPublish);
  const intent = useRef<SaveAction & { note?: string }>(actions[0] ?? { label: '', status: 'draft', variant: 'filled' });
  const [sending, setSending] = useState<string | null>(null);
  /** The contributor's note for the editor, sent when they submit the post for review. */
  const [reviewNote, setReviewNote] = useState('');
  const submittable = actions.some((action) => action.step === 'submit');
  const [copy, setCopy] = useState(() => {
    const kept = readLocalCopy(initial?._id ?? null);
    return kept && !sameFields(kept.fields, typedFields(start)) ? kept : null;
  });

  useEffect(() => {
    usePostSession.getState().begin(initial ? { _id: initial._id, version: initial.version } : null);
    return () => usePostSession.getState().end();
  }, [initial]);

  const live = initial?.status === 'published' || initial?.status === 'scheduled';
  useEffect(() => {
    if (!closeGuardRef) return;
    closeGuardRef.current = () => {
      if (autosave.unsent()) return 'Some of what you typed is not saved yet.';
      if (live && !sameFields(typedFields(form.getValues()), typedFields(start)))
        return 'Your changes are kept in the history but are not live until you choose Update.';
      return null;
    };
  });
  /**
   * The rich-text editor takes its text when it starts (as an input's defaultValue): text put into
   * the form from elsewhere (a restore, the saved version, the local copy) starts it again with it.
   */
  const [contentShown, setContentShown] = useState(0);
  const showContent = () => setContentShown((count) => count + 1);
  /** Puts a post as stored (loaded after a conflict, or restored) into the form. */
  const load = (post: Blog) => {
    const values = valuesOf({ ...post, status: initial?.status ?? post.status });
    form.setValues(values);
    showContent();
    form.resetDirty(values);
    autosave.stored(typedFields(values));
    usePostSession.getState().saved(post);
    dropLocalCopy(post._id);
  };

  const preview = useObjectUrl(image);

  const save = form.onSubmit(async (values) => {
    const { status, step, note = reviewNote } = intent.current;
    setSending(intent.current.label);
    const publishedDate = fromLocalInput(values.publishAt);
    // An autosave on its way first (the first one creates a new post): the save is made on the
    // post and version it leaves, never beside it (a second post) or behind it (a 409 against
    // this editor's own text).
    autosave.hold();
    const { version } = await usePostSession.getState().settle();
    return onSubmit({
      title: values.title,
      content: values.content,
      excerpt: values.excerpt,
      image: values.image,
      imageUrl: values.imageUrl,
      imageAlt: values.imageAlt,
      status,
      ...(status === 'scheduled' && publishedDate ? { publishedDate } : {}),
      metaTitle: values.metaTitle,
      metaDescription: values.metaDescription,
      socialImage: values.socialImage,
      socialImageUrl: values.socialImageUrl,
      ...(version === null ? {} : { version }),
      ...(step ? { review: { step, note: note.trim() } } : {}),
    });
  });
  /** The editor's send-back: what they typed is saved with the post as it stands, then it goes back with `note`. */
  const sendBack = (note: string) => {
    intent.current = { label: 'Send back', status: 'review', variant: 'outline', step: 'return', note };
    save();
  };

  const shown = preview ?? (imageUrl || null);
  const hasImage = Boolean(image || imageUrl);

  return (
    <form className={classes.form} noValidate aria-label={initial ? 'Edit blog' : 'Create blog'} onSubmit={save}>
      <FormAlert error={error} success={success} />
      {copy && (
        <LocalCopyPrompt
          copy={copy}
          onRestore={() => {
            form.setValues(copy.fields);
            showContent();
            setCopy(null);
          }}
          onDiscard={() => {
            dropLocalCopy(initial?._id ?? null);
            setCopy(null);
          }}
        />
      )}
      <SaveStatus live={live} onLoad={load} />
      {storedId && (
        <div className={classes.status}>
          <Badge {...statusBadge(initial?.status ?? 'draft')} />
          {initial?.status === 'published' && (
            <a href={initial.url} target="_blank" rel="noreferrer">
              {initial.url}
            </a>
          )}
          {initial?.status === 'scheduled' && <span>Goes out {new Date(initial.publishedDate).toLocaleString()}</span>}
          <PostHistory postId={storedId} onRestored={load} />
        </div>
      )}
      <ReviewNoteShown status={initial?.status} review={initial?.review} />
      <TextInput label="Title" withAsterisk key={form.key('title')} {...form.getInputProps('title')} />
      <PostEditor
        label="Content"
        required
        key={`content-${contentShown}`}
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
      <SearchFields form={form} path={initial?.url ?? '/blog/…'} />
      {submittable && (
        <Textarea
          label="Note for the editor"
          description={`Optional, at most ${MAX_REVIEW_NOTE} characters: sent with "Submit for review", in the e-mail the editors get.`}
          rows={2}
          maxLength={MAX_REVIEW_NOTE}
          value={reviewNote}
          onChange={(event) => setReviewNote(event.currentTarget.value)}
        />
      )}
      {mayPublish && initial?.status !== 'published' && (
        <TextInput
          type="datetime-local"
          label="Publish at"
          description={`Optional: schedule the post to go out by itself. Your time zone: ${localTimeZone()}.`}
          key={form.key('publishAt')}
          {...form.getInputProps('publishAt')}
        />
      )}
      {mayPublish && initial?.status !== 'published' && storedId && <PreviewLinks postId={storedId} />}
      {actions.length === 0 && <p className={classes.muted}>This post is out: an editor changes it from here on.</p>}
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} aria-label="Image upload progress" striped animated={progress < 1} />
      )}
      <div className={classes.formActions}>
        {actions.map((action) => (
          <AppButton
            key={action.label}
            type="submit"
            variant={action.variant}
            loading={loading && sending === action.label}
            disabled={loading}
            onClick={() => {
              intent.current = action;
            }}
          >
            {action.label}
          </AppButton>
        ))}
        {mayPublish && initial?.status === 'review' && <SendBack disabled={loading} onSendBack={sendBack} />}
      </div>
    </form>
  );
}
