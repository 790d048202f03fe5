import { Fragment, Suspense, useContext, type ComponentType } from 'react';
import { blockRegistry } from './registry';
import type { Block } from './schemas';
import { RenderedPageContext } from './shared/rendered-page';

function BlockView({ block }: { block: Block }) {
  // The schema ties each type to its props and the registry each type to its component, so the
  // pair always matches; TypeScript cannot follow that correlation through an index, hence the cast.
  const Component = blockRegistry[block.type] as ComponentType<Block['props']>;
  if (!Component) throw new Error(`No component is registered for the block type '${String(block.type)}'`);
  return <Component {...block.props} />;
}

/**
 * Renders a content page: its blocks, top to bottom, for `day` (YYYY-MM-DD in the site's time zone;
 * default: today there), the day whose open job openings it shows.
 */
export function PageRenderer({ blocks, day }: { blocks: readonly Block[]; day?: string }) {
  const outer = useContext(RenderedPageContext);
  const page = { blocks, day, showClosed: outer?.showClosed ?? false };
  return (
    <RenderedPageContext.Provider value={page}>
      {blocks.map((block, index) => (
        <Fragment key={`${block.type}-${index}`}>
          <Suspense fallback={null}>
            <BlockView block={block} />
          </Suspense>
        </Fragment>
      ))}
    </RenderedPageContext.Provider>
  );
}
