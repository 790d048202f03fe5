import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { PageBackendContext, type PageBackend } from '../backend';
import { filesBackend } from '../filesBackend';
import { BlockSchema } from '../../blocks/schemas';
import { SITE_SCREEN } from '../site/SiteScreen';
import { SettingsNote } from './SettingsNote';

/** A block that shows the site's settings says so above its fields, and leads to where they are edited. */
describe('the settings a block shows', () => {
  it('are said by the Offices block’s schema and a legal document’s, which the editor puts above their fields', () => {
    const saying = BlockSchema.options
      .filter((option) => option.shape.props.meta()?.showsSettings)
      .map((option) => option.shape.type.value);
    expect(saying.sort()).toEqual(['legalDocument', 'offices']);
  });

  it('link to the settings screen under npm run dev', () => {
    render(
      <PageBackendContext.Provider value={filesBackend}>
        <SettingsNote what="The offices' addresses" />
      </PageBackendContext.Provider>,
    );
    expect(screen.getByText(/The offices' addresses are the site's settings/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the site settings' }).getAttribute('href')).toBe(SITE_SCREEN);
  });

  it('open the settings over the editor on the running site', () => {
    const open = vi.fn();
    const backend = { ...filesBackend, siteSettings: { open } } satisfies PageBackend;
    render(
      <PageBackendContext.Provider value={backend}>
        <SettingsNote what="The offices' addresses" />
      </PageBackendContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit the site settings' }));
    expect(open).toHaveBeenCalledOnce();
  });
});
