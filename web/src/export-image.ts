/**
 * The board as a picture to keep: an SVG file (the Dice Yut picture with its computed styles
 * written in, the Omok board drawn from the game) or a PNG rendered from that SVG. Nothing leaves
 * the browser: the file is offered as a download of a data: address.
 */
import type { Board as OmokBoard } from '../../src/omok/index.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The presentation properties a picture needs once it is away from the page's stylesheet. */
const PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-weight',
  'font-family',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'display',
  'visibility',
];

/**
 * A copy of `svg` with every element's computed style written in as presentation attributes
 * (`fill="…"`: not `style="…"`, which the page's Content-Security-Policy refuses).
 */
export function svgWithStyles(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const style = getComputedStyle(original);
    const target = copies[index] as SVGElement;
    target.removeAttribute('style');
    // A piece stands where its CSS transform puts it: written in as the SVG attribute, so the
    // picture shows the pieces where they are (not all at the origin).
    const transform = style.getPropertyValue('transform');
    if (transform !== '' && transform !== 'none' && original !== svg) {
      target.setAttribute('transform', transform);
    }
    for (const name of PROPERTIES) {
      const value = style.getPropertyValue(name);
      if (value !== '') target.setAttribute(name, value);
    }
  });
  const box = svg.viewBox.baseVal;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(Math.round(box.width * 4)));
  copy.setAttribute('height', String(Math.round(box.height * 4)));
  copy.removeAttribute('class');
  return new XMLSerializer().serializeToString(copy);
}

/** The Omok board as an SVG picture: wood, grid, star points and stones. */
export function omokSvg(board: OmokBoard, stars: ReadonlySet<number>): string {
  const n = board.size;
  const cell = 32;
  const side = (n + 1) * cell;
  const at = (k: number) => (k + 1) * cell;
  const parts: string[] = [
    `<svg xmlns="${SVG_NS}" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">`,
    `<rect width="${side}" height="${side}" fill="#e3bb6c"/>`,
  ];
  for (let k = 0; k < n; k++) {
    parts.push(
      `<line x1="${at(0)}" y1="${at(k)}" x2="${at(n - 1)}" y2="${at(k)}" stroke="#6b4e1d" stroke-width="1"/>`,
      `<line x1="${at(k)}" y1="${at(0)}" x2="${at(k)}" y2="${at(n - 1)}" stroke="#6b4e1d" stroke-width="1"/>`,
    );
  }
  for (const index of stars) {
    parts.push(
      `<circle cx="${at(index % n)}" cy="${at(Math.floor(index / n))}" r="3.5" fill="#6b4e1d"/>`,
    );
  }
  board.cells.forEach((stone, index) => {
    if (stone === 0) return;
    const fill = stone === 1 ? '#111111' : '#fafafa';
    parts.push(
      `<circle cx="${at(index % n)}" cy="${at(Math.floor(index / n))}" r="${cell * 0.44}" fill="${fill}" stroke="#333333" stroke-width="1"/>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

function download(name: string, href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Offers `svg` as the file `name`.svg. */
export function saveSvg(name: string, svg: string): void {
  download(`${name}.svg`, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
}

/** Renders `svg` (which has a width and a height) and offers it as the file `name`.png. */
export async function savePng(name: string, svg: string): Promise<void> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  download(`${name}.png`, canvas.toDataURL('image/png'));
}
