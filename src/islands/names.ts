/**
 * Every island of the site. src/app/island-registry.ts maps each to its code and says when it hydrates
 * (the compiler keeps the two in step); components declare theirs with island() (island.tsx).
 */
export type IslandName =
  | 'services-menu'
  | 'color-mode'
  | 'mobile-menu'
  | 'quote-button'
  | 'cookie-settings'
  | 'cookie-banner'
  | 'faq'
  | 'legal-nav'
  | 'legal-panel'
  | 'back-to-top'
  | 'content-tabs'
  | 'logo-carousel'
  | 'service-catalog'
  | 'blog-api-posts'
  | 'contact-form'
  | 'career-form'
  | 'quote-form-uk'
  | 'quote-form-nepal';
