import type { UseFormReturnType } from '@mantine/form';
import type { TypedFields } from '../../stores/postSession';

/** The blog form's fields: the post's text, the two images (a new file or the address kept) and the scheduled time. */
export interface BlogFormValues extends TypedFields {
  image: File | null;
  socialImage: File | null;
  /** The scheduled time as the datetime-local field holds it (the administrator's time); '' for none. */
  publishAt: string;
}

export type BlogFormApi = UseFormReturnType<BlogFormValues>;

/** The typed fields of the form's values: what an autosave sends and the local copy keeps. */
export const typedFields = (values: BlogFormValues): TypedFields => ({
  title: values.title,
  content: values.content,
  excerpt: values.excerpt,
  imageUrl: values.imageUrl,
  imageAlt: values.imageUrl ? values.imageAlt : '',
  metaTitle: values.metaTitle,
  metaDescription: values.metaDescription,
  socialImageUrl: values.socialImageUrl,
});
