import { FileInput, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { MAX_IMAGE_ALT } from '../../schemas/blog';
import type { BlogOutcome, UploadedImage } from '../../stores/blog';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import { IMAGE_TYPES } from './text';

export const INLINE_ALT_REQUIRED = 'Alt text is required: describe the image for readers who cannot see it';

export interface InsertImageControlProps {
  /** Uploads the chosen file; the image goes into the post once the upload worked. */
  onUpload: (file: File) => Promise<BlogOutcome<UploadedImage>>;
}

/**
 * The toolbar's "Insert image": a small popover that asks for the file and its alt text (refusing
 * an empty one), uploads the file, then puts the image at the cursor.
 */
export function InsertImageControl({ onUpload }: InsertImageControlProps) {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string; upload?: string }>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpened(false);
    setFile(null);
    setAlt('');
    setErrors({});
  };

  const insert = async () => {
    const text = alt.trim();
    const missing = { ...(file ? {} : { file: 'Choose an image to insert' }), ...(text ? {} : { alt: INLINE_ALT_REQUIRED }) };
    setErrors(missing);
    if (!file || !text || !editor) return;
    setBusy(true);
    const outcome = await onUpload(file);
    setBusy(false);
    if (!outcome.ok) {
      setErrors({ upload: outcome.error });
      return;
    }
    const { url, width, height } = outcome.value;
    editor
      .chain()
      .focus()
      .setImage({ src: url, alt: text, ...(width && height ? { width, height } : {}) })
      .run();
    close();
  };

  // Enter in the alt field inserts the image; it must not submit the post's form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void insert();
  };

  return (
    <Popover
      opened={opened}
      onChange={(open) => (open ? setOpened(true) : close())}
      trapFocus
      withinPortal={false}
      position="bottom"
      shadow="md"
      width={320}
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Insert image"
          title="Insert image"
          onClick={() => (opened ? close() : setOpened(true))}
          active={opened}
        >
          <IconPhoto stroke={1.5} size={16} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <div className={classes.imagePrompt} role="group" aria-label="Insert image">
          <FileInput
            label="Image"
            withAsterisk
            accept={IMAGE_TYPES}
            placeholder="Choose an image"
            value={file}
            onChange={setFile}
            error={errors.file}
          />
          <TextInput
            label="Alt text"
            description="What the image shows, for readers who cannot see it."
            withAsterisk
            maxLength={MAX_IMAGE_ALT}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            error={errors.alt}
          />
          {errors.upload && (
            <p className={classes.promptError} role="alert">
              {errors.upload}
            </p>
          )}
          <div className={classes.dialogActions}>
            <AppButton variant="outline" size="compact-md" onClick={close} disabled={busy}>
              Cancel
            </AppButton>
            <AppButton size="compact-md" loading={busy} onClick={() => void insert()}>
              Insert
            </AppButton>
          </div>
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
