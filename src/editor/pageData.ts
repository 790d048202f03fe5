import type { Data } from '@puckeditor/core';
import type { z } from 'zod';
import { BlockSchema } from '../blocks/schemas';
import { SETTINGS_NOTE_FIELD } from './fields/SettingsNote';
import { prune } from './fields/schemaShape';
import type { LoadedPage } from './wire/protocol';

/** A block type's props schema, from the union the compiler checks pages with. */
export const propsSchemaOf = (type: string): z.ZodType | undefined =>
  BlockSchema.options.find((option) => option.shape.type.value === type)?.shape.props;

/** A content file's page as Puck's data: the same `{ type, props }` list, each with the id Puck needs. */
export function toPuckData(page: LoadedPage['page']): Data {
  return {
    root: { props: {} },
    content: page.blocks.map((block, index) => ({ type: block.type, props: { id: `${block.type}-${index}`, ...block.props } })),
  };
}

/**
 * Puck's data as the content file: the file's other keys ($schema) where they were, the blocks in
 * order with `type` then `props`, Puck's ids and the settings note left out, emptied optional texts removed. Each
 * block's keys keep their order, so an unchanged block is written exactly as it was read.
 */
export function toPage(data: Data, original: LoadedPage['page']): LoadedPage['page'] {
  const blocks = data.content.map(({ type, props: { id: _id, [SETTINGS_NOTE_FIELD]: _note, ...props } }) => {
    const schema = propsSchemaOf(type);
    return { type, props: (schema ? prune(schema, props) : props) as Record<string, unknown> };
  });
  return { ...original, blocks };
}
