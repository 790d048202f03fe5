/**
 * The palette's groups, by what a block is for. A block type not listed here still appears, under
 * 'More blocks' (Puck's `other` category): listing it only files it with its kind.
 */
export const blockCategories = {
  opening: { title: 'Page openings', components: ['hero'] },
  text: { title: 'Text', components: ['richText', 'mediaText', 'article', 'legalDocument', 'contentTabs'] },
  lists: { title: 'Lists and cards', components: ['featureGrid', 'steps', 'faq', 'linkCards', 'offices', 'logoCarousel'] },
  catalogues: { title: 'Catalogues', components: ['serviceCatalog', 'blogList', 'jobOpenings', 'searchResults'] },
  actions: { title: 'Calls to action and forms', components: ['ctaBanner', 'slot'] },
};
