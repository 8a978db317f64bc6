/**
 * The native <picture> of a data/ picture: WebP first, the JPEG fallback with
 * its sizes, pixel dimensions (no layout shift), lazy unless it is the first
 * picture a visitor sees; and the <head> hint that preloads a picture.
 */
import { render } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { intrinsicSize, Picture } from '../../../src/components/Picture/Picture';
import { PicturePreload } from '../../../src/components/Picture/PicturePreload';

const fullWidth: IGatsbyImageData = {
  layout: 'fullWidth',
  width: 1,
  height: 0.625,
  backgroundColor: '#181818',
  images: {
    fallback: {
      src: '/static/a/960.jpg',
      srcSet: '/static/a/320.jpg 320w,\n/static/a/960.jpg 960w',
      sizes: '100vw',
    },
    sources: [{ type: 'image/webp', srcSet: '/static/a/320.webp 320w', sizes: '100vw' }],
  },
};

describe('intrinsicSize', () => {
  it('takes the largest file of a full-width picture, at its ratio', () => {
    expect(intrinsicSize(fullWidth)).toEqual({ width: 960, height: 600 });
  });

  it('keeps the size of a fixed or constrained picture', () => {
    expect(intrinsicSize({ ...fullWidth, layout: 'constrained', width: 400, height: 300 })).toEqual(
      { width: 400, height: 300 },
    );
  });
});

describe('Picture', () => {
  it('renders WebP before the JPEG, with alt text, size and lazy loading', () => {
    const { container } = render(
      <Picture image={{ childImageSharp: { gatsbyImageData: fullWidth } }} alt="A stage" />,
    );
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/webp']);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('alt', 'A stage');
    expect(img).toHaveAttribute('src', '/static/a/960.jpg');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('picture')).toHaveStyle({ backgroundColor: '#181818' });
  });

  it('fetches the first picture at once', () => {
    const { container } = render(
      <Picture image={{ childImageSharp: { gatsbyImageData: fullWidth } }} alt="" priority />,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders nothing for a missing picture', () => {
    const { container } = render(<Picture image={null} alt="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PicturePreload', () => {
  const image = { childImageSharp: { gatsbyImageData: fullWidth } };

  it('hints the first source, with its sizes, only where its media query holds', () => {
    const { container } = render(<PicturePreload image={image} media="(min-width: 40rem)" />);
    const link = container.querySelector('link')!;
    expect(link).toHaveAttribute('rel', 'preload');
    expect(link).toHaveAttribute('as', 'image');
    expect(link).toHaveAttribute('type', 'image/webp');
    expect(link).toHaveAttribute('imagesrcset', '/static/a/320.webp 320w');
    expect(link).toHaveAttribute('imagesizes', '100vw');
    expect(link).toHaveAttribute('media', '(min-width: 40rem)');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('hints the fallback files, of any type, for a picture with no other source', () => {
    const data = { ...fullWidth, images: { fallback: fullWidth.images.fallback } };
    const { container } = render(
      <PicturePreload image={{ childImageSharp: { gatsbyImageData: data } }} />,
    );
    const link = container.querySelector('link')!;
    expect(link).toHaveAttribute('imagesrcset', fullWidth.images.fallback!.srcSet);
    expect(link).not.toHaveAttribute('type');
    expect(link).not.toHaveAttribute('media');
  });

  it('renders nothing for a missing picture', () => {
    const { container } = render(<PicturePreload image={{ childImageSharp: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
