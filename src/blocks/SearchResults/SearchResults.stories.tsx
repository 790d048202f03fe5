import type { Decorator, Meta, StoryObj } from '@storybook/react';
import type { SearchPageData } from '../../schemas/search';
import { SearchPageContext } from './context';
import SearchResults from './SearchResults';
import { noResultsPage, refusedPage, searchResultsFixture, vpnPage } from './SearchResults.fixture';

/** The page as the server renders /search with `data` (entry-server.tsx). */
const showing =
  (data: SearchPageData): Decorator =>
  (Story) => (
    <SearchPageContext.Provider value={data}>
      <Story />
    </SearchPageContext.Provider>
  );

const meta = {
  title: 'Blocks/SearchResults',
  component: SearchResults,
  args: searchResultsFixture,
} satisfies Meta<typeof SearchResults>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Results: Story = { decorators: [showing(vpnPage)] };
export const NoResults: Story = { decorators: [showing(noResultsPage)] };
export const Refused: Story = { decorators: [showing(refusedPage)] };
/** Before anything is searched: the build's prerender of /search. */
export const EmptyPage: Story = {};
