import { graphql } from 'gatsby';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CatalogItemCard, type CatalogItemData } from './CatalogItemCard';
import { ALL_ITEMS, categoryFromHash, isShown } from './catalog-filter';
import { COMPACT_CARDS, gridColumnProps } from '../../lib/layout/grid-columns';
import * as styles from './Catalog.module.css';

/** @public */
export const catalogItemFragment = graphql`
  fragment CatalogItem on ContentCatalogItem {
    id
    category
    specs
    measurements {
      spec
      unit
      numbers
      to
      or
      upTo
      times
      words
    }
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1
          breakpoints: [360, 480, 720]
          sizes: "(min-width: 72rem) 16rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)"
        )
      }
    }
  }
`;

interface CatalogBrowserProps {
  categories: readonly string[];
  items: readonly CatalogItemData[];
  contactPath: string | undefined;
}

/**
 * The catalog, one section per category, under a row of filter links.
 * Without JavaScript each link jumps to its section and CSS (:target) hides
 * the others; with it, the filter switches in place and keeps the #hash.
 */
export function CatalogBrowser({ categories, items, contactPath }: CatalogBrowserProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(ALL_ITEMS);
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    const follow = () => setSelected(categoryFromHash(window.location.hash, categories));
    follow();
    setEnhanced(true);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [categories]);

  const choose = (category: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setSelected(category);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${category}`);
  };

  const shownCount = items.filter((item) => isShown(item.category, selected)).length;
  const filters = [ALL_ITEMS, ...categories];
  const firstItemId = items.find((item) => item.category === categories[0])?.id;
  const itemsIn = (category: string) => items.filter((item) => item.category === category);

  return (
    <div id={ALL_ITEMS} className={styles.catalog} data-enhanced={enhanced || undefined}>
      <nav aria-label={t('catalog:filter.label')} className={styles.filter}>
        <ul className={styles.filterList}>
          {filters.map((category) => (
            <li key={category}>
              <a
                href={`#${category}`}
                className={styles.filterLink}
                onClick={choose(category)}
                {...(enhanced && category === selected ? { 'aria-current': 'true' as const } : {})}
              >
                {category === ALL_ITEMS
                  ? t('catalog:filter.all')
                  : t(`catalog:categories.${category}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={styles.count}>
        {t('catalog:filter.showing', { count: shownCount })}
      </p>
      {categories.map((category) => (
        <section
          key={category}
          id={category}
          aria-labelledby={`${category}-heading`}
          className={styles.category}
          hidden={enhanced && !isShown(category, selected)}
        >
          <h2 id={`${category}-heading`} className={styles.categoryHeading}>
            {t(`catalog:categories.${category}`)}
          </h2>
          <ul
            className={styles.items}
            {...gridColumnProps(itemsIn(category).length, COMPACT_CARDS)}
          >
            {itemsIn(category).map((item) => (
              <li key={item.id} className={styles.cell}>
                <CatalogItemCard
                  item={item}
                  contactPath={contactPath}
                  priority={item.id === firstItemId}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
