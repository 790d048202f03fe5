import type { ComponentConfig, Config } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { BlockSchema } from '../blocks/schemas';
import { BlockPreview } from './BlockPreview';
import { blockCategories } from './categories';
import { fieldsOf } from './fields/fromSchema';
import { SETTINGS_NOTE_FIELD, SettingsNote } from './fields/SettingsNote';
import { labelOf } from './fields/labels';
import { defaultObject } from './fields/schemaShape';
import { fixtureFor } from './fixtureFiles';

/**
 * Puck's configuration, derived from the blocks the compiler knows (BlockSchema): every block type
 * with its fields from its schema, its fixture (or its schema's defaults) when added, and the real
 * component as its render. Nothing here names a block, bar the palette's grouping.
 */
export function editorConfig(pageSettings: ReactNode): Config {
  const components: Record<string, ComponentConfig> = {};
  for (const option of BlockSchema.options) {
    const type = option.shape.type.value;
    const schema: z.ZodType = option.shape.props;
    if (!(schema instanceof z.ZodObject))
      throw new Error(`The props of the block type '${type}' are not an object schema, so the editor cannot give them fields.`);
    // A block that shows the site's settings says so above its own fields (a field with no value of its own).
    const showsSettings = schema.meta()?.showsSettings;
    components[type] = {
      label: labelOf(type),
      fields: {
        ...(showsSettings
          ? { [SETTINGS_NOTE_FIELD]: { type: 'custom', render: () => <SettingsNote what={showsSettings} /> } }
          : {}),
        ...fieldsOf(schema),
      },
      // A block added from the palette starts as its fixture. Not as Puck's defaultProps: Puck renders
      // every block with those under its own props, so a page's hero without an eyebrow or buttons
      // showed the fixture's on the canvas, which visitors never see (issue 58).
      resolveData: (data, { trigger }) =>
        trigger === 'insert'
          ? { ...data, props: { ...(fixtureFor(type, schema) ?? defaultObject(schema)), ...data.props } }
          : data,
      render: ({ puck: _puck, id: _id, editMode: _editMode, [SETTINGS_NOTE_FIELD]: _note, ...props }) => (
        <BlockPreview type={type} props={props} />
      ),
    };
  }
  return {
    components,
    categories: { ...blockCategories, other: { title: 'More blocks' } },
    root: {
      fields: { page: { type: 'custom', label: 'Page', render: () => <>{pageSettings}</> } },
      render: ({ children }: { children?: ReactNode }) => <>{children}</>,
    },
  };
}
