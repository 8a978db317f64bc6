/**
 * The picture field: Decap's image widget (upload, media library, preview),
 * told what the place needs (the hint, from the schema) and checking the
 * chosen picture's size against it, so a too-small photo is named before
 * the save rather than after.
 *
 * It shows the current picture at once. Decap's image widget asks for the
 * picture once, gets a blank stand-in while the file is read, and draws
 * again only when its `getAsset` changes, which it does not when the file
 * arrives: the field showed an empty checkerboard until something else
 * redrew it. This one hands the widget a new `getAsset` once the file is in.
 */
import type { PictureRule } from '../../config/content/pictures';
import { placeProblems, type PictureSize } from '../backend/pictures';
import { decap, plain } from '../decap';
import { onStoredPicture, storedPictureUrl } from '../preview/pictures';
import { draftPictures } from '../checks/draft-media';
import { openedForPicture } from './upload-guard';

interface PictureProps {
  value?: string;
  getEntry?: () => unknown;
  field: unknown;
  onOpenMediaLibrary: (...args: unknown[]) => void;
  getAsset: (path: string, field: unknown) => { path?: string; toString(): string } | undefined;
  validate: () => void;
}

interface PictureControl {
  props: PictureProps;
  state: { measured?: { image: string; size: PictureSize }; loaded?: string };
  setState(state: PictureControl['state'], callback?: () => void): void;
  inner?: { validate?: () => void; focus?: () => void } | null;
  stopListening?: () => void;
  waiting?: ReturnType<typeof setInterval>;
  /** The `getAsset` handed to Decap's widget, new once the picture has arrived. */
  shownAsset?: { loaded: string | undefined; getAsset: PictureProps['getAsset'] };
  measure(): void;
  waitForPicture(): void;
}

/** How often, and how many times, the field looks whether Decap has read the picture. */
const ARRIVAL_CHECK_MS = 100;
const ARRIVAL_CHECKS = 300;

/** What Decap's getAsset gives while it still loads a picture: an empty drawing. */
const DECAP_STAND_IN = 'empty.svg';

/**
 * The picture's file in the browser: the upload itself (Decap holds it as a
 * blob: address until the save), else the repository's file once read. A
 * stand-in's size says nothing about the picture.
 */
function fileUrl(control: PictureControl, value: string): string | undefined {
  const asset = control.props.getAsset(value, control.props.field);
  const url = asset?.toString();
  const isUpload = asset?.path !== DECAP_STAND_IN && url?.startsWith('blob:');
  return isUpload ? url : storedPictureUrl(value);
}

function ruleOf(field: unknown): PictureRule | undefined {
  return (plain(field) as { picture?: PictureRule }).picture;
}

/** The displayed size of a picture the browser can load. */
function loadSize(url: string): Promise<PictureSize> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(`Cannot load ${url}`));
    image.src = url;
  });
}

export function registerPictureWidget(): void {
  const { CMS, h, createClass } = decap();
  const image = CMS.getWidget('image');
  if (!image) throw new Error('Decap has no image widget.');
  const control = createClass({
    displayName: 'Picture',
    getInitialState() {
      return {};
    },
    componentDidMount(this: PictureControl) {
      this.stopListening = onStoredPicture(() => this.measure());
      this.measure();
      this.waitForPicture();
    },
    componentWillUnmount(this: PictureControl) {
      this.stopListening?.();
      clearInterval(this.waiting);
    },
    componentDidUpdate(this: PictureControl, previous: PictureProps) {
      if (previous.value === this.props.value) return;
      this.measure();
      this.waitForPicture();
    },
    waitForPicture(this: PictureControl) {
      clearInterval(this.waiting);
      const { value } = this.props;
      if (!value) return;
      let checks = 0;
      this.waiting = setInterval(() => {
        checks += 1;
        const asset = this.props.getAsset(value, this.props.field);
        const arrived = asset !== undefined && asset.path !== DECAP_STAND_IN;
        if (arrived || checks >= ARRIVAL_CHECKS || this.props.value !== value) {
          clearInterval(this.waiting);
          if (arrived && this.props.value === value) this.setState({ loaded: value });
        }
      }, ARRIVAL_CHECK_MS);
    },
    measure(this: PictureControl) {
      const { value } = this.props;
      if (!value || this.state.measured?.image === value) return;
      const url = fileUrl(this, value);
      if (!url) return;
      loadSize(url)
        .then((size) => {
          if (this.props.value !== value) return;
          // Show the verdict at once when the person just picked the picture.
          this.setState({ measured: { image: value, size } }, () => this.props.validate());
        })
        .catch(() => undefined);
    },
    isValid(this: PictureControl) {
      const rule = ruleOf(this.props.field);
      const measured = this.state.measured;
      if (!rule || !measured || measured.image !== this.props.value) return true;
      const [problem] = placeProblems(rule, measured.size);
      return problem
        ? { error: { type: 'CUSTOM', message: `${problem.problem} ${problem.fix}` } }
        : true;
    },
    // Decap re-renders a field only when its value changes unless its control says
    // otherwise: the control we wrap decides (the image widget needs its picked file).
    shouldComponentUpdate(this: PictureControl, next: unknown) {
      const inner = this.inner as { shouldComponentUpdate?: (next: unknown) => boolean } | null;
      return inner?.shouldComponentUpdate ? inner.shouldComponentUpdate(next) : true;
    },
    focus(this: PictureControl) {
      this.inner?.focus?.();
    },
    render(this: PictureControl) {
      // A new function once the picture has arrived: Decap's widget draws it then.
      const loaded = this.state.loaded;
      if (!this.shownAsset || this.shownAsset.loaded !== loaded) {
        this.shownAsset = {
          loaded,
          getAsset: (path, field) => this.props.getAsset(path, field),
        };
      }
      return h(image.control, {
        ...this.props,
        getAsset: this.shownAsset.getAsset,
        // Uploads made from here are judged by this place's rule at once (upload-guard.ts).
        onOpenMediaLibrary: (...args: unknown[]) => {
          const entry = plain(this.props.getEntry?.()) as { mediaFiles?: unknown } | undefined;
          openedForPicture(ruleOf(this.props.field), draftPictures(entry));
          this.props.onOpenMediaLibrary(...args);
        },
        ref: (inner: PictureControl['inner']) => {
          this.inner = inner;
        },
      });
    },
  });
  CMS.registerWidget('picture', control, image.preview, image.schema);
}
