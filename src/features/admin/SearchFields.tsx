import { FileInput, Textarea, TextInput } from '@mantine/core';
import { site } from '../../config/site';
import { truncate } from '../../lib/text';
import { MAX_POST_META_DESCRIPTION, MAX_POST_META_TITLE, SEARCH_DESCRIPTION_SHOWN, SEARCH_TITLE_SHOWN } from '../../schemas/blog';
import { AppButton } from '../../ui/AppButton';
import { postDescription, postPageTitle } from '../blog/head';
import classes from './Admin.module.css';
import type { BlogFormApi } from './formValues';
import { IMAGE_TYPES } from './text';

/** "42 / 60": how much of a text search engines usually show; past it the counter says so. */
function counter(length: number, shown: number) {
  return length > shown
    ? `${length} / ${shown} characters: search engines usually cut it after ${shown}`
    : `${length} / ${shown} characters`;
}

/**
 * The post's own search and social text: a meta title and description with counters at what Google
 * usually shows (60 and 160 characters), a preview of the search result with the fallbacks the page
 * uses when they are empty, and a share image (else the cover).
 */
export function SearchFields({ form, path }: { form: BlogFormApi; path: string }) {
  const values = form.getValues();
  const title = postPageTitle(values);
  const description = postDescription(values);
  return (
    <fieldset className={classes.fieldset}>
      <legend>Search and social</legend>
      <TextInput
        label="Meta title"
        description={counter(values.metaTitle.length, SEARCH_TITLE_SHOWN)}
        placeholder={postPageTitle({ title: values.title, metaTitle: '' })}
        maxLength={MAX_POST_META_TITLE}
        key={form.key('metaTitle')}
        {...form.getInputProps('metaTitle')}
      />
      <Textarea
        label="Meta description"
        description={counter(values.metaDescription.length, SEARCH_DESCRIPTION_SHOWN)}
        placeholder="Left empty, the excerpt is used."
        rows={2}
        maxLength={MAX_POST_META_DESCRIPTION}
        key={form.key('metaDescription')}
        {...form.getInputProps('metaDescription')}
      />
      <figure className={classes.searchPreview} aria-label="Search result preview">
        <p className={classes.searchUrl}>{`${site.company.url}${path}`}</p>
        <p className={classes.searchTitle}>{truncate(title, SEARCH_TITLE_SHOWN)}</p>
        <p className={classes.muted}>{truncate(description, SEARCH_DESCRIPTION_SHOWN)}</p>
      </figure>
      <FileInput
        label="Social image"
        description={
          values.socialImageUrl
            ? 'Leave empty to keep the current image.'
            : 'Shown when the post is shared. Left empty, the cover image is used.'
        }
        accept={IMAGE_TYPES}
        clearable
        placeholder="Choose an image"
        key={form.key('socialImage')}
        {...form.getInputProps('socialImage')}
      />
      {values.socialImageUrl && !values.socialImage && (
        <div className={classes.cover}>
          <img className={classes.preview} src={values.socialImageUrl} alt="What a share of the post shows" />
          <AppButton variant="outline" size="compact-md" onClick={() => form.setFieldValue('socialImageUrl', '')}>
            Remove social image
          </AppButton>
        </div>
      )}
    </fieldset>
  );
}
