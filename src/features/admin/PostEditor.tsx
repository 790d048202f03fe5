import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useId } from 'react';
import type { BlogOutcome, UploadedImage } from '../../stores/blog';
import classes from './Admin.module.css';
import { InsertImageControl } from './InsertImageControl';
import { postExtensions } from './postExtensions';

export interface PostEditorProps {
  label: string;
  /** The HTML the editor starts with ('' for an empty post); later changes come from the editor. */
  defaultValue: string;
  /** The post's HTML after each change; '' when the post holds nothing. */
  onChange: (html: string) => void;
  onUploadImage: (file: File) => Promise<BlogOutcome<UploadedImage>>;
  error?: string | null;
  description?: string;
  required?: boolean;
}

/**
 * The post's body: a rich-text editor (Tiptap through Mantine) whose toolbar makes only what a
 * post may hold. The editor is the form's `content` field: it reports its HTML on every change.
 */
export function PostEditor({ label, defaultValue, onChange, onUploadImage, error, description, required }: PostEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');

  // Made once (no dependencies): later renders pass their attributes and onUpdate to the same editor.
  const editor = useEditor({
    extensions: postExtensions,
    content: defaultValue,
    // Built after the first render, so rendering on the server (or before hydration) never needs a DOM.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    // An empty document is '<p></p>': the form sees '', so "Content is required" applies.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
  });

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
      withAsterisk={required}
    >
      <RichTextEditor
        editor={editor}
        className={classes.editor}
        classNames={{ linkEditorExternalControl: classes.hidden }}
        labels={{ linkControlLabel: 'Link', unlinkControlLabel: 'Remove link' }}
        data-invalid={error ? true : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link popoverProps={{ withinPortal: false }} />
            <RichTextEditor.Unlink />
            <InsertImageControl onUpload={onUploadImage} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
