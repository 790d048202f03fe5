import { FieldLabel } from '@puckeditor/core';
import { useEffect, useId, useRef, useState } from 'react';
import { usePageBackend } from '../backend';
import type { ImageFile } from '../wire/protocol';
import classes from './fields.module.css';

interface ImageValue extends ImageFile {
  alt: string;
}

interface ImageFieldProps {
  label: string;
  value: unknown;
  onChange: (value: ImageValue | undefined) => void;
  optional: boolean;
}

const isImage = (value: unknown): value is ImageValue =>
  Boolean(value && typeof value === 'object' && typeof (value as ImageValue).src === 'string');

/**
 * An image of the site: pick one already there or upload a new one (under public/images/ by the dev
 * server, to the site's storage on the running site), which fills in its width and height; then its alt text.
 */
export function ImageField({ label, value, onChange, optional }: ImageFieldProps) {
  const id = useId();
  const altRef = useRef<HTMLTextAreaElement>(null);
  const [images, setImages] = useState<ImageFile[]>([]);
  const [status, setStatus] = useState<string>();
  const image = isImage(value) ? value : undefined;
  const backend = usePageBackend();

  useEffect(() => {
    backend.listImages().then(setImages, (error: unknown) => setStatus(String(error instanceof Error ? error.message : error)));
  }, [backend]);

  const choose = (file: ImageFile) => {
    // A new picture needs its own description: the old alt text described the old picture.
    onChange({ src: file.src, alt: file.src === image?.src ? image.alt : '', width: file.width, height: file.height });
    setStatus(`Describe ${file.src} in the alt text below.`);
    requestAnimationFrame(() => altRef.current?.focus());
  };

  return (
    <FieldLabel label={label} el="div">
      <div className={classes.stack}>
        {image && <img className={classes.preview} src={image.src} alt="" width={image.width} height={image.height} />}
        <select
          className={classes.input}
          aria-label={`${label}: file`}
          value={image?.src ?? ''}
          onChange={(event) => {
            const file = images.find((candidate) => candidate.src === event.target.value);
            if (file) choose(file);
          }}
        >
          {!image && <option value="">Choose an image</option>}
          {image && !images.some((file) => file.src === image.src) && <option value={image.src}>{image.src}</option>}
          {images.map((file) => (
            <option key={file.src} value={file.src}>
              {file.src} ({file.width}×{file.height})
            </option>
          ))}
        </select>
        <label className={classes.hint} htmlFor={`${id}-upload`}>
          Or upload a new image (PNG, JPEG, WebP or GIF, up to 5 MB) to {backend.uploadsTo}:
        </label>
        <input
          id={`${id}-upload`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setStatus(`Uploading ${file.name}…`);
            backend.uploadImage(file).then(
              (stored) => {
                setImages((list) => [...list, stored].sort((a, b) => a.src.localeCompare(b.src)));
                choose(stored);
              },
              (error: unknown) => setStatus(`Not uploaded: ${error instanceof Error ? error.message : String(error)}`),
            );
          }}
        />
        {image && (
          <>
            <label className={classes.hint} htmlFor={`${id}-alt`}>
              Alt text: what the image shows, for screen readers (leave empty only for a decorative image)
            </label>
            <textarea
              ref={altRef}
              id={`${id}-alt`}
              className={classes.input}
              value={image.alt}
              onChange={(event) => onChange({ ...image, alt: event.target.value })}
            />
            <p className={classes.hint}>
              {image.width} × {image.height} pixels, read from the file.
            </p>
          </>
        )}
        {optional && image && (
          <button type="button" className={classes.button} onClick={() => onChange(undefined)}>
            Remove the image
          </button>
        )}
        {status && (
          <p className={classes.hint} role="status">
            {status}
          </p>
        )}
      </div>
    </FieldLabel>
  );
}
