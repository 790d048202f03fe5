import type { ApiBlogPost } from '../blocks/BlogList/posts';
import type { IslandRegistry } from '../islands/runtime';
import { storedColorMode } from '../theme/colorMode';

/**
 * Where each island's code is and when a static page hydrates it (see src/islands). Each is its
 * own chunk, named island-<name>: the prerender puts its CSS in the head of pages that hold it.
 * Anything a visitor sees first is prerendered in the state it hydrates in, so waking on the first
 * interaction (which is then replayed) is invisible; 'visible' is for what changes when it wakes.
 */
export const islandRegistry = {
  'services-menu': {
    load: () =>
      import(/* webpackChunkName: "island-services-menu" */ '../layout/Header/ServicesMenu').then((m) => m.ServicesMenu),
    when: 'interaction',
  },
  'color-mode': {
    load: () =>
      import(/* webpackChunkName: "island-color-mode" */ '../layout/ColorModeToggle/ColorModeToggle').then(
        (m) => m.ColorModeToggle,
      ),
    // Prerendered as 'system': a visitor who chose light or dark gets their own mode's button soon after load.
    when: () => (storedColorMode() === 'auto' ? 'interaction' : 'idle'),
  },
  'mobile-menu': {
    load: () =>
      import(/* webpackChunkName: "island-mobile-menu" */ '../layout/Header/MobileMenuButton').then((m) => m.MobileMenuButton),
    when: 'interaction',
  },
  'quote-button': {
    load: () => import(/* webpackChunkName: "island-quote-button" */ '../blocks/shared/QuoteButton').then((m) => m.QuoteButton),
    when: 'interaction',
  },
  'cookie-settings': {
    load: () =>
      import(/* webpackChunkName: "island-cookie-settings" */ '../features/cookies/CookieSettingsButton').then(
        (m) => m.CookieSettingsButton,
      ),
    when: 'interaction',
  },
  'cookie-banner': {
    load: () =>
      import(/* webpackChunkName: "island-cookie-banner" */ '../features/cookies/CookieConsentHost').then(
        (m) => m.CookieBannerWhenOpen,
      ),
    when: 'interaction',
  },
  faq: { load: () => import(/* webpackChunkName: "island-faq" */ '../blocks/Faq/Faq').then((m) => m.Faq), when: 'interaction' },
  'legal-nav': {
    load: () => import(/* webpackChunkName: "island-legal-nav" */ '../blocks/LegalDocument/LegalNav').then((m) => m.LegalNav),
    when: 'interaction',
  },
  'legal-panel': {
    load: () =>
      import(/* webpackChunkName: "island-legal-panel" */ '../blocks/LegalDocument/LegalPanel').then((m) => m.LegalPanel),
    when: 'interaction',
  },
  'back-to-top': {
    load: () => import(/* webpackChunkName: "island-back-to-top" */ '../blocks/LegalDocument/BackToTop').then((m) => m.BackToTop),
    when: 'interaction',
  },
  'content-tabs': {
    load: () =>
      import(/* webpackChunkName: "island-content-tabs" */ '../blocks/ContentTabs/ContentTabs').then((m) => m.ContentTabs),
    when: 'interaction',
  },
  'logo-carousel': {
    load: () =>
      import(/* webpackChunkName: "island-logo-carousel" */ '../blocks/LogoCarousel/LogoCarousel').then((m) => m.LogoCarousel),
    when: 'visible',
  },
  'service-catalog': {
    load: () =>
      import(/* webpackChunkName: "island-service-catalog" */ '../blocks/ServiceCatalog/ServiceCatalog').then(
        (m) => m.ServiceCatalog,
      ),
    when: 'interaction',
  },
  'blog-api-posts': {
    load: () => import(/* webpackChunkName: "island-blog-api-posts" */ '../blocks/BlogList/ApiPosts').then((m) => m.ApiPosts),
    when: 'idle',
    // Only the list's JSON at first: the cards' code loads only when the administrator has published posts.
    prepare: async (props) => {
      const response = await fetch('/api/blogs', { headers: { Accept: 'application/json' } });
      const posts = response.ok ? ((await response.json()) as ApiBlogPost[]) : [];
      return posts.length ? { ...props, posts } : null;
    },
  },
  'contact-form': {
    load: () => import(/* webpackChunkName: "island-contact-form" */ '../features/contact/ContactSlot').then((m) => m.default),
    when: 'interaction',
  },
  'career-form': {
    load: () => import(/* webpackChunkName: "island-career-form" */ '../features/career/CareerSlot').then((m) => m.default),
    when: 'interaction',
  },
  'quote-form-uk': {
    load: () => import(/* webpackChunkName: "island-quote-form-uk" */ '../features/quote/QuoteUkSlot').then((m) => m.default),
    when: 'interaction',
  },
  'quote-form-nepal': {
    load: () =>
      import(/* webpackChunkName: "island-quote-form-nepal" */ '../features/quote/QuoteNepalSlot').then((m) => m.default),
    when: 'interaction',
  },
} satisfies IslandRegistry;
