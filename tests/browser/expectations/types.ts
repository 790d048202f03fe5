/**
 * What a browser test checks on a page beyond the basics (status, title, canonical, h1): that a
 * CSS selector matches an exact number of elements, or at least `min` of them.
 */
export interface PageExpectation {
  /** A sentence for the failure message, e.g. 'the three FAQ questions'. */
  what: string;
  /** CSS selector evaluated on the hydrated page (prefer roles and data-* hooks over class names). */
  selector: string;
  count: number | { min: number };
}

export type PageExpectations = Record<string, PageExpectation[]>;
