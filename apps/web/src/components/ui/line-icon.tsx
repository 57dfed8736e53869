import { createElement, Fragment, type ReactElement } from 'react';
import { SvgIcon, type IconProps } from './svg-icon';

/**
 * Icon components made of their shapes, so that an icon module declares each icon in one
 * statement: its default size and its SVG shapes, drawn in SvgIcon's 24×24 frame with the `size`
 * prop. `lineIcon` strokes the shapes (the line icons); `filledIcon` fills them (the brands' logos);
 * `drawnIcon` leaves each shape its own stroke and fill, in a square frame of `frame` units.
 */
export function lineIcon(defaultSize: number, ...shapes: ReactElement[]) {
  return icon(defaultSize, false, shapes);
}

export function filledIcon(defaultSize: number, ...shapes: ReactElement[]) {
  return icon(defaultSize, true, shapes);
}

export function drawnIcon(defaultSize: number, frame: number, ...shapes: ReactElement[]) {
  const drawing = createElement(Fragment, null, ...shapes);
  return function Icon({ size = defaultSize }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${frame} ${frame}`}
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        {drawing}
      </svg>
    );
  };
}

function icon(defaultSize: number, fill: boolean, shapes: ReactElement[]) {
  // One fragment made once, its shapes as separate children, so React asks them for no keys.
  const drawing = createElement(Fragment, null, ...shapes);
  return function Icon({ size = defaultSize }: IconProps) {
    return (
      <SvgIcon size={size} fill={fill}>
        {drawing}
      </SvgIcon>
    );
  };
}
