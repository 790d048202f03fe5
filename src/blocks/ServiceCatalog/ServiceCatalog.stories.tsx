import type { Meta, StoryObj } from '@storybook/react';
import ServiceCatalog from './ServiceCatalog';
import { serviceCatalogFixture } from './ServiceCatalog.fixture';

const meta = {
  title: 'Blocks/ServiceCatalog',
  component: ServiceCatalog,
  args: serviceCatalogFixture,
} satisfies Meta<typeof ServiceCatalog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstServiceChosen: Story = {};
