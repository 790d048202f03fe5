import { useRef, useState } from 'react';
import services from '../../../content/services.json';
import type { ServiceItem, Services } from '../../config/services-schema';
import { truncate } from '../../lib/text';
import { ServiceIcon } from '../../ui/ServiceIcon';
import { island } from '../../islands/island';
import { serviceCatalogIsland } from './ServiceCatalog.island';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Picture } from '../shared/Picture';
import { TitledSection } from '../shared/TitledSection';
import { slugify } from '../shared/slug';
import classes from './ServiceCatalog.module.css';
import type { ServiceCatalogProps } from './schema';

// Validated against ServicesSchema at build (src/config/compile.ts); JSON imports type enums as strings.
const catalogue = services as Services;

/** Service images are drawn 600 x 400 and shown 400 px high (spec section 9). */
const IMAGE_SIZE = { width: 600, height: 400 };

/**
 * The catalogue of content/services.json: categories and their services on the left; the chosen
 * service's image, name and description on the right. The first service is chosen initially, so the
 * prerendered HTML and the first client render agree.
 */
export function ServiceCatalog({ heading, intro, readMoreLabel, cardDescriptionLength }: ServiceCatalogProps) {
  const first = catalogue.categories[0]?.items[0];
  const [selected, setSelected] = useState<ServiceItem | undefined>(first);
  const detail = useRef<HTMLDivElement>(null);
  const id = slugify(heading);

  const choose = (item: ServiceItem) => {
    setSelected(item);
    // Read in the handler, never during render: the preference only exists in the browser.
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    detail.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' });
  };

  return (
    <TitledSection block="serviceCatalog" heading={heading} intro={intro}>
      <div className={classes.layout}>
        <div className={classes.categories}>
          {catalogue.categories.map((category) => (
            <div key={category.name} className={classes.category} data-category>
              <h3 className={classes.categoryName}>{category.name}</h3>
              <ul className={classes.items}>
                {category.items.map((item) => (
                  <li key={item.path}>
                    <button
                      type="button"
                      className={classes.item}
                      aria-pressed={item.path === selected?.path}
                      aria-controls={`${id}-detail`}
                      onClick={() => choose(item)}
                    >
                      <ServiceIcon name={item.icon} className={classes.icon} />
                      <span className={classes.itemText}>
                        <span className={classes.itemName}>{item.name}</span>
                        <span className={classes.itemDescription}>{truncate(item.description, cardDescriptionLength)}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {selected && (
          <div ref={detail} id={`${id}-detail`} className={classes.detail} aria-live="polite" data-detail>
            <Picture
              key={selected.path}
              image={{ src: selected.image, alt: `Illustration of ${selected.name}`, ...IMAGE_SIZE }}
              className={classes.image}
            />
            <h3 className={classes.detailName}>{selected.name}</h3>
            <p className={classes.detailDescription}>{selected.description}</p>
            <AppButton component={SiteLink} to={selected.path}>
              {readMoreLabel} <VisuallyHidden>about {selected.name}</VisuallyHidden>
            </AppButton>
          </div>
        )}
      </div>
    </TitledSection>
  );
}

/** On a static page the catalogue hydrates on the first interaction, which it then performs. */
export default island(serviceCatalogIsland, ServiceCatalog);
