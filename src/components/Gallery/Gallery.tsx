import { useTranslation } from '../../i18n/use-translation';
import { GALLERY_NAMESPACE } from '../../config/content/gallery';
import { Picture } from '../Picture/Picture';
import { Section } from '../Section/Section';
import * as cardGrid from '../../styles/card-grid.module.css';
import { gridColumnProps, PICTURE_CARDS } from '../../lib/layout/grid-columns';
import { monthOfEvent, type GalleryPictureData } from './gallery-data';
import * as styles from './Gallery.module.css';

/**
 * Photos of real events under "From our events": a list of figures, each
 * with its caption and, when known, the month of the event. The page shows
 * nothing at all, heading included, when it has no photo: an empty gallery
 * would promise proof it does not give.
 */
export function Gallery({ pictures }: { pictures: readonly GalleryPictureData[] | null }) {
  const { t, i18n } = useTranslation();
  if (!pictures?.length) return null;
  return (
    <Section heading={t('services:gallery.heading')}>
      <ul className={cardGrid.grid} {...gridColumnProps(pictures.length, PICTURE_CARDS)}>
        {pictures.map((picture) => (
          <li key={picture.id}>
            <figure className={styles.figure}>
              <Picture
                image={picture.image}
                alt={t(`${GALLERY_NAMESPACE}:${picture.id}.alt`)}
                className={styles.picture}
              />
              <figcaption className={styles.caption}>
                {t(`${GALLERY_NAMESPACE}:${picture.id}.caption`)}
                {picture.date && (
                  <>
                    {' '}
                    <time className={styles.date} dateTime={picture.date}>
                      {monthOfEvent(picture.date, i18n.locale)}
                    </time>
                  </>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
