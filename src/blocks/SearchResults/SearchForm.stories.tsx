import { ActionIcon } from '@mantine/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { IconSearch } from '@tabler/icons-react';
import { expect } from 'storybook/test';
import { SearchSiteContext } from './context';
import { SearchForm } from './SearchForm';
import { vpnResults } from './SearchResults.fixture';

/** The API's first page for 'vpn', at once: Storybook has no API, and a capture must not wait on one. */
const answering: Decorator = (Story) => (
  <SearchSiteContext.Provider value={{ ask: () => Promise.resolve({ ...vpnResults, page: 1 }), prepare: () => {} }}>
    {/* Right-aligned as in the header, with room below for the list. */}
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 560, padding: 16 }}>
      <Story />
    </div>
  </SearchSiteContext.Provider>
);

const meta = {
  title: 'Blocks/SearchResults/SearchForm',
  component: SearchForm,
  args: {
    variant: 'header',
    label: 'Search the site',
    // As in the header.
    submit: (
      <ActionIcon type="submit" variant="subtle" color="gray" size="lg" aria-label="Search">
        <IconSearch size={18} stroke={1.8} aria-hidden />
      </ActionIcon>
    ),
  },
  decorators: [answering],
} satisfies Meta<typeof SearchForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The field as the visitor types: its results listed under it, the second one chosen with the arrow keys. */
export const Suggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    // The field is a combobox once its code is live, just after the first paint.
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search the site' }), 'vpn');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /^The Benefits of a VPN/ })).toHaveAttribute('aria-selected', 'true');
  },
};
