import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { blockRegistry } from '../blocks/registry';
import { createUsePuck } from '@puckeditor/core';
import type { Block, BlockType } from '../blocks/schemas';
import { RenderedPageContext } from '../blocks/shared/rendered-page';
import { ContentError, parseOrThrow } from '../config/errors';
import { labelOf } from './fields/labels';
import { fieldWords } from './session';
import { propsSchemaOf } from './pageData';
import classes from './editor.module.css';

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className={classes.notice} role="note">
      {children}
    </div>
  );
}

/** A block that throws while rendering shows why on the canvas, and the rest of the page stays. */
class BlockBoundary extends Component<{ children: ReactNode; props: object }, { error?: Error; props?: object }> {
  override state: { error?: Error; props?: object } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  // New props (the editor typed on) deserve a new try.
  static getDerivedStateFromProps(next: { props: object }, state: { props?: object }) {
    return next.props === state.props ? null : { error: undefined, props: next.props };
  }
  override render() {
    return this.state.error ? <Notice>This block failed to render: {this.state.error.message}</Notice> : this.props.children;
  }
}

/** The editor's state, read where the canvas renders a block: the page's blocks as edited now. */
const usePuck = createUsePuck();

/**
 * A block on the canvas as the site renders it: its props go through its schema first, as the
 * build's do, so the component gets the defaults it expects; while a field is not valid yet, the
 * compiler says what is missing instead of the block, each field named as its label reads.
 */
export function BlockPreview({ type, props }: { type: string; props: Record<string, unknown> }) {
  const blocks = usePuck((state) => state.appState.data.content) as unknown as readonly Block[];
  const schema = propsSchemaOf(type);
  const BlockComponent = (blockRegistry as Record<string, ComponentType<object> | undefined>)[type as BlockType];
  if (!schema || !BlockComponent)
    return <Notice>The block type '{type}' is not in src/blocks/schemas.ts and registry.ts.</Notice>;
  let valid: object;
  try {
    valid = parseOrThrow(schema, props, `This ${type} block`) as object;
  } catch (error) {
    if (!(error instanceof ContentError)) return <Notice>{error instanceof Error ? error.message : String(error)}</Notice>;
    // In the fields' own words: an item just added is shown once its required fields are filled in.
    return (
      <Notice>
        {labelOf(type)} is shown once it is complete:{' '}
        {error.issues.map((issue) => `${issue.path.length ? fieldWords(issue.path) : 'the block'}: ${issue.message}`).join('; ')}.
      </Notice>
    );
  }
  return (
    <BlockBoundary props={props}>
      <Suspense fallback={null}>
        {/* The editor keeps a job opening past its closing date in view, marked as closed; the careers form offers the page's roles as edited. */}
        <RenderedPageContext.Provider value={{ blocks, showClosed: true }}>
          <BlockComponent {...valid} />
        </RenderedPageContext.Provider>
      </Suspense>
    </BlockBoundary>
  );
}
