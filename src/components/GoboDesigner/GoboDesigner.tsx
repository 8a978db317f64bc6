/**
 * The gobo designer (loaded on demand by GoboDesignerSection): settings on
 * one side, the design as light on a dance floor or wall on the other,
 * with its flat artwork, downloads, a shareable link and the request.
 */
import { navigate } from 'gatsby';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Translate } from '../../i18n/translate';
import { buildArtwork, type LogoArt } from '../../lib/gobo/artwork';
import { exampleDate } from '../../lib/gobo/example-date';
import {
  DEFAULT_DESIGN,
  EMPTY_TEXTS,
  FONT_IDS,
  TEXT_FIELDS,
  visibleTexts,
  type GoboTexts,
  type Material,
} from '../../lib/gobo/design';
import { planSteel, type SteelPlan } from '../../lib/gobo/steel';
import { steelAdvice } from '../../lib/gobo/steel-advice';
import { serializeSvg } from '../../lib/gobo/svg-tree';
import { designSummary, textsLine } from '../../lib/gobo/summary';
import type { TextOutline } from '../../lib/gobo/text-outline';
import { usePageLanguage } from '../../i18n/use-page-language';
import { DesignActions } from './DesignActions';
import { DesignControls } from './DesignControls';
import { downloadBlob, PNG_FILE_NAME, renderPng, SVG_FILE_NAME, svgBlob } from './export-files';
import { registerSampleFont } from './font-loader';
import { GoboPreview, type Surface } from './GoboPreview';
import * as styles from './GoboStage.module.css';
import { LogoPicker, type LogoOptions } from './LogoPicker';
import { readLogo, type LogoImage, type LogoProblem } from './logo-file';
import { contactAddress, goboAttachment, storeAttachment } from './request-gobo';
import { announce, GOBO_DESIGN_REQUESTED } from '../../analytics/events';
import { designUrl, useDesignInAddress } from './use-design-in-address';
import { useHairlinesOncePaused } from './use-hairlines';
import { useOncePaused } from './use-once-paused';
import { useOutlineFonts } from './use-outline-fonts';

const NS = 'gobo-designer';

/** The logo template draws no text: nothing to outline. */
const NO_TEXT = (): TextOutline => ({ d: '', ink: null, advance: 0, missing: [] });

function logoArt(logo: LogoImage | null, options: LogoOptions, material: Material): LogoArt | null {
  if (!logo) return null;
  const keepColours = material === 'glass' && options.keepColours;
  return {
    href: keepColours
      ? logo.original
      : options.inverted
        ? logo.stencil.inverted
        : logo.stencil.normal,
    aspect: logo.aspect,
    mode: keepColours ? 'colour' : 'stencil',
    cut: options.inverted ? logo.cut.inverted : logo.cut.normal,
  };
}

type Message = { text: string; tone: 'info' | 'error' } | null;

/** An exported file, and the bridges it was drawn with (steel only). */
interface ExportedFile {
  svgText: string;
  steel?: SteelPlan;
}

type FileAction = (svgText: string, steel?: SteelPlan) => void;

/** How long typing pauses before the preview's bridges are planned for it. */
const PLAN_PAUSE_MS = 200;

/** Steel's preview before its first plan (a moment, after switching to steel): no bridges yet. */
const NOT_PLANNED_YET: SteelPlan = { bridges: [], lost: [], islandsFound: 0, loose: 0 };

/** A first design to play with, in the visitor's language (its date written by Intl). */
function exampleTexts(translate: Translate, locale: string): GoboTexts {
  const texts = { ...EMPTY_TEXTS };
  for (const field of TEXT_FIELDS) {
    texts[field] = field === 'date' ? exampleDate(locale) : translate(`${NS}:examples.${field}`);
  }
  return texts;
}

export default function GoboDesigner({ contactPath }: { contactPath: string }) {
  const { t, i18n } = useTranslation(NS);
  const page = usePageLanguage();
  const [design, dispatch] = useDesignInAddress(
    useMemo(() => ({ ...DEFAULT_DESIGN, texts: exampleTexts(t, i18n.locale) }), [t, i18n.locale]),
  );
  const [surface, setSurface] = useState<Surface>('floor');
  const [logo, setLogo] = useState<LogoImage | null>(null);
  const [logoProblem, setLogoProblem] = useState<LogoProblem | null>(null);
  const [logoOptions, setLogoOptions] = useState<LogoOptions>({
    inverted: false,
    keepColours: false,
  });
  const [message, setMessage] = useState<Message>(null);

  const texts = useMemo(() => visibleTexts(design), [design]);
  const fonts = useOutlineFonts(design.font, texts);
  const isLogo = design.template === 'logo';
  const outline = isLogo ? NO_TEXT : fonts.outline;
  const art = useMemo(
    () => logoArt(logo, logoOptions, design.material),
    [logo, logoOptions, design.material],
  );
  const designWords = textsLine(design, t);
  const isSteel = design.material === 'steel';

  // Bridges are planned once typing pauses: a keystroke redraws the
  // preview at once with the bridges last planned, and the newly bridged
  // preview follows the pause. Planned after every keystroke (a deferred
  // render), the plan and its redraw kept the page busy between keystrokes
  // and took the typing redraw over its budget (the bench's p95). The
  // files never use a stale plan: while it lags, buildArtwork plans their
  // own. Hairlines are looked for at a pause too (use-hairlines.ts).
  const settled = useOncePaused(design, PLAN_PAUSE_MS);
  const isSettled = settled === design;
  const settledSteel = useMemo(
    () =>
      settled.material === 'steel' && outline
        ? planSteel({ design: settled, outline, logo: art, idPrefix: 'gobo-steel' })
        : undefined,
    [settled, outline, art],
  );
  /** The current design's own plan, once planned (the files' plan). */
  const steel = isSettled ? settledSteel : undefined;
  /** What the previews draw: the current plan, or the last one while it lags. */
  const shownSteel = isSteel ? (settledSteel ?? NOT_PLANNED_YET) : undefined;
  const hairlines = useHairlinesOncePaused(design, outline, art);

  // The typeface picker shows each face in itself once the page is idle.
  useEffect(() => {
    const show = () => FONT_IDS.forEach(registerSampleFont);
    // Safari has no requestIdleCallback.
    const idle = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(show, { timeout: 3000 });
      const cancel = idle.cancelIdleCallback;
      return () => cancel(handle);
    }
    const timer = window.setTimeout(show, 500);
    return () => window.clearTimeout(timer);
  }, []);

  const projection = useMemo(() => {
    if (!outline) return null;
    const surfaceName = t(`${NS}:preview.${surface}Name`);
    return buildArtwork({
      design,
      outline,
      logo: art,
      steel: shownSteel,
      variant: 'projection',
      idPrefix: 'gobo-projection',
      title: t(`${NS}:preview.projectedTitle`, { surface: surfaceName, design: designWords }),
    });
  }, [design, outline, art, shownSteel, surface, designWords, t]);

  const artwork = useMemo(() => {
    if (!outline) return null;
    return buildArtwork({
      design,
      outline,
      logo: art,
      steel: shownSteel,
      hairlines,
      variant: 'artwork',
      idPrefix: 'gobo-artwork',
      title: t(`${NS}:preview.artworkTitle`, { design: designWords }),
    });
  }, [design, outline, art, shownSteel, hairlines, designWords, t]);

  /**
   * The file vendors receive: the flat artwork, titled with the design's
   * own words, bridged by the current design's plan (planned here if the
   * deferred one has not caught up).
   */
  const exportSvg = useCallback((): ExportedFile | null => {
    if (!outline) return null;
    const file = buildArtwork({
      design,
      outline,
      logo: art,
      steel,
      variant: 'artwork',
      idPrefix: 'gobo',
      title: designWords,
    });
    return file.hasContent ? { svgText: serializeSvg(file.root), steel: file.steel } : null;
  }, [design, outline, art, steel, designWords]);

  const runWithFile = useCallback(
    (action: FileAction) => {
      const file = exportSvg();
      if (!file) {
        setMessage({ text: t(`${NS}:actions.nothingYet`), tone: 'error' });
        return;
      }
      setMessage(null);
      action(file.svgText, file.steel);
    },
    [exportSvg, t],
  );

  // A click that comes while the typeface is still loading is kept, and
  // carried out once it has loaded, rather than answered with an error.
  const pendingAction = useRef<FileAction | null>(null);
  const fontsFailed = fonts.failed;
  useEffect(() => {
    const action = pendingAction.current;
    if (!action) return;
    if (fontsFailed) {
      pendingAction.current = null;
      setMessage({ text: t(`${NS}:actions.exportFailed`), tone: 'error' });
    } else if (outline) {
      pendingAction.current = null;
      runWithFile(action);
    }
  }, [outline, fontsFailed, runWithFile, t]);

  const withFile = (action: FileAction) => {
    if (!outline && !fontsFailed) {
      pendingAction.current = action;
      setMessage({ text: t(`${NS}:actions.preparing`), tone: 'info' });
    } else if (!outline) {
      // The face could not load: "add your text first" would mislead.
      setMessage({ text: t(`${NS}:actions.exportFailed`), tone: 'error' });
    } else {
      runWithFile(action);
    }
  };

  const onDownloadSvg = () => withFile((svgText) => downloadBlob(svgBlob(svgText), SVG_FILE_NAME));

  const onDownloadPng = () =>
    withFile((svgText) => {
      renderPng(svgText).then(
        (blob) => downloadBlob(blob, PNG_FILE_NAME),
        () => setMessage({ text: t(`${NS}:actions.exportFailed`), tone: 'error' }),
      );
    });

  const onCopyLink = () => {
    const url = designUrl(design);
    const copy = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    copy.then(
      () => setMessage({ text: t(`${NS}:actions.copied`), tone: 'info' }),
      () => setMessage({ text: t(`${NS}:actions.copyFailed`), tone: 'error' }),
    );
  };

  const onRequest = () =>
    withFile((svgText, fileSteel) => {
      const summary = designSummary(design, t, {
        link: designUrl(design),
        logoName: isLogo ? logo?.name : undefined,
        bridges: fileSteel?.bridges.length,
        locale: i18n.locale,
      });
      if (!storeAttachment(goboAttachment(summary, svgText))) {
        setMessage({ text: t(`${NS}:actions.storageFailed`), tone: 'error' });
        return;
      }
      announce({ name: GOBO_DESIGN_REQUESTED });
      void navigate(contactAddress(contactPath, page.language, page.defaultLanguage));
    });

  const onLogoFile = (file: File) => {
    void readLogo(file).then((result) => {
      if (result.ok) {
        setLogo(result.logo);
        setLogoProblem(null);
      } else {
        setLogoProblem(result.problem);
      }
    });
  };

  const current = projection;
  let notice: string | null = null;
  if (!isLogo && fonts.failed) notice = t(`${NS}:preview.fontFailed`);
  else if (!current || (!isLogo && fonts.loading && fonts.shownFont === null)) {
    notice = t(`${NS}:preview.fontLoading`);
  } else if (!current.hasContent) {
    notice = isLogo ? t(`${NS}:preview.emptyLogo`) : t(`${NS}:preview.empty`);
  }

  return (
    <div className={styles.layout}>
      <GoboPreview
        projection={current?.root ?? null}
        artwork={artwork?.root ?? null}
        surface={surface}
        onSurface={setSurface}
        notice={notice}
      >
        <DesignActions
          onDownloadSvg={onDownloadSvg}
          onDownloadPng={onDownloadPng}
          onCopyLink={onCopyLink}
          onRequest={onRequest}
          message={message}
        />
      </GoboPreview>
      <div className={styles.panel}>
        <DesignControls
          design={design}
          dispatch={dispatch}
          missing={artwork?.missing ?? []}
          steelAdvice={steelAdvice(
            { plan: shownSteel, hairlines: hairlines.length, isLogo, locale: i18n.locale },
            t,
          )}
          logoPicker={
            <LogoPicker
              logo={logo}
              problem={logoProblem}
              material={design.material}
              options={logoOptions}
              onFile={onLogoFile}
              onOptions={setLogoOptions}
            />
          }
        />
      </div>
    </div>
  );
}
