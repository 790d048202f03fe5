import type { Meta, StoryObj } from '@storybook/react';
import LegalDocument from './LegalDocument';
import { legalCollapsibleFixture, legalTocFixture } from './LegalDocument.fixture';

const meta = { title: 'Blocks/LegalDocument', component: LegalDocument, args: legalTocFixture } satisfies Meta<
  typeof LegalDocument
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TableOfContents: Story = {};
export const Collapsible: Story = { args: legalCollapsibleFixture };
export const Plain: Story = { args: { ...legalTocFixture, variant: 'plain', numbered: false } };
