import { useTranslation } from '../../i18n/use-translation';
import { LocalizedLink } from '../Link/LocalizedLink';
import { Picture, type ImageFile } from '../Picture/Picture';
import * as cards from '../Cards/Cards.module.css';
import * as styles from './Catalog.module.css';

export interface CatalogItemData {
  id: string;
  category: string;
  image: ImageFile | null;
  specs: string[];
}

/** One rentable item: picture, name, description, key specs and "Ask about this". */
export function CatalogItemCard({
  item,
  contactPath,
}: {
  item: CatalogItemData;
  contactPath: string | undefined;
}) {
  const { t } = useTranslation();
  const texts = `catalog-items:${item.id}`;
  const name = t(`${texts}.name`);
  return (
    <article className={`${cards.card} ${styles.item}`}>
      <Picture image={item.image} alt={t(`${texts}.imageAlt`)} className={cards.picture} />
      <div className={`${cards.body} ${styles.body}`}>
        <h3 className={cards.title}>{name}</h3>
        <p className={cards.text}>{t(`${texts}.description`)}</p>
        <dl className={styles.specs}>
          {item.specs.map((spec) => (
            <div key={spec} className={styles.spec}>
              <dt>{t(`catalog:specs.${spec}`)}</dt>
              <dd>{t(`${texts}.specs.${spec}`)}</dd>
            </div>
          ))}
        </dl>
        {contactPath && (
          <LocalizedLink
            to={`${contactPath}?item=${encodeURIComponent(item.id)}`}
            className={styles.ask}
            aria-label={t('catalog:askAbout', { name })}
          >
            {t('catalog:ask')}
          </LocalizedLink>
        )}
      </div>
    </article>
  );
}
