import { createContext, type ComponentType } from 'react';
import type { SlotName } from './schema';

/**
 * Blocks never import features: the app passes the interactive screens in through this context,
 * one component per slot name.
 */
export type SlotComponents = Record<SlotName, ComponentType>;

export const SlotContext = createContext<SlotComponents | null>(null);
