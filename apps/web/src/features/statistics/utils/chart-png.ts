import type { ChartSeries } from './chart-groups';

const STYLE_PROPS = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'opacity',
  'fill-opacity',
  'font-size',
  'font-family',
  'font-weight',
];

/** A copy of the chart's SVG whose colours and fonts are written on it (not in the page's CSS variables). */
function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((element, index) => {
    const style = getComputedStyle(element);
    const target = copies[index];
    if (!target) return;
    for (const prop of STYLE_PROPS) target.setAttribute(prop, style.getPropertyValue(prop));
  });
  const { width, height } = svg.getBoundingClientRect();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.ceil(width)));
  copy.setAttribute('height', String(Math.ceil(height)));
  return new XMLSerializer().serializeToString(copy);
}

/**
 * The chart in `container` as a PNG: its title above, the drawing, and the legend (Mantine draws it
 * in HTML, outside the SVG) below, on white, at twice the screen's size.
 */
export async function chartPng(
  container: HTMLElement,
  title: string,
  series: readonly ChartSeries[],
): Promise<Blob> {
  const svg = container.querySelector<SVGSVGElement>('svg.recharts-surface');
  if (!svg) throw new Error('No chart to save');
  const { width, height } = svg.getBoundingClientRect();
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The chart could not be drawn'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(standaloneSvg(svg))}`;
  await loaded;

  const scale = 2;
  const titleHeight = 36;
  const legendHeight = series.length * 22 + 12;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil((height + titleHeight + legendHeight) * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The chart could not be drawn');
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height + titleHeight + legendHeight);
  const font = getComputedStyle(container).fontFamily || 'sans-serif';
  context.fillStyle = '#212529';
  context.font = `600 16px ${font}`;
  context.fillText(title, 8, 24);
  context.drawImage(image, 0, titleHeight, width, height);
  context.font = `13px ${font}`;
  series.forEach((item, index) => {
    const y = titleHeight + height + 14 + index * 22;
    const swatch = container.querySelector<HTMLElement>(`[data-series="${item.key}"]`);
    context.fillStyle = swatch ? getComputedStyle(swatch).backgroundColor : '#228be6';
    context.fillRect(8, y, 14, 14);
    context.fillStyle = '#212529';
    context.fillText(item.label, 30, y + 12);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be drawn'))),
      'image/png',
    ),
  );
}
