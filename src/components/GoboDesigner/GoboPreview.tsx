import { useTranslation } from '../../i18n/use-translation';
import type { SvgNode } from '../../lib/gobo/svg-tree';
import * as controls from './GoboControls.module.css';
import * as styles from './GoboStage.module.css';
import { RadioCards } from './RadioCards';
import { ArtworkSvg } from './SvgNodeView';

const NS = 'gobo-designer';

export type Surface = 'floor' | 'wall';

interface GoboPreviewProps {
  projection: SvgNode | null;
  artwork: SvgNode | null;
  surface: Surface;
  onSurface: (surface: Surface) => void;
  /** Shown over the stage when there is no light yet (loading, empty). */
  notice: string | null;
  children: React.ReactNode;
}

/** The design as light in the room, its flat artwork, and what to do with it. */
export function GoboPreview({
  projection,
  artwork,
  surface,
  onSurface,
  notice,
  children,
}: GoboPreviewProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.previewColumn}>
      <h3 className="visually-hidden">{t(`${NS}:preview.heading`)}</h3>
      <div className={styles.stage} data-surface={surface} data-testid="gobo-stage">
        <div className={styles.surface}>
          {projection && <ArtworkSvg root={projection} className={styles.beam} />}
        </div>
        <p className={controls.stageNotice} role="status">
          {notice ?? ''}
        </p>
      </div>
      <div className={styles.previewFooter}>
        <figure className={styles.artwork}>
          {artwork ? (
            <ArtworkSvg root={artwork} className={styles.artworkDisc} />
          ) : (
            <span className={styles.artworkDisc} />
          )}
          <figcaption className={styles.artworkCaption}>{t(`${NS}:preview.artwork`)}</figcaption>
        </figure>
        <div className={styles.previewTools}>
          <RadioCards
            legend={t(`${NS}:preview.surface`)}
            name="gobo-surface"
            look="chips"
            value={surface}
            onChange={onSurface}
            options={[
              { value: 'floor', label: t(`${NS}:preview.floor`) },
              { value: 'wall', label: t(`${NS}:preview.wall`) },
            ]}
          />
          {children}
        </div>
      </div>
    </div>
  );
}
