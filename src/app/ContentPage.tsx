import { useLoaderData } from 'react-router-dom';
import { PageRenderer } from '../blocks/PageRenderer';
import type { Page } from '../blocks/schemas';

/** A page built from its content file's blocks. */
export function ContentPage() {
  const page = useLoaderData<Page>();
  return <PageRenderer blocks={page.blocks} />;
}
