import type { ReactNode } from 'react';

/** The size of an icon, in CSS pixels. */
export type IconProps = { size?: number };

/**
 * A 24×24 line icon drawn inline (no icon set is loaded), decorative: what it means is always said
 * in words beside it or in its button's label.
 */
export function SvgIcon({
  size,
  children,
  fill = false,
}: {
  size: number;
  children: ReactNode;
  fill?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill ? 'currentColor' : 'none'}
      stroke={fill ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
