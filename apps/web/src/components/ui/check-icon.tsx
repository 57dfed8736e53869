import { SvgIcon, type IconProps } from './svg-icon';

/** A tick: the chosen language, a validated criterion, a saved answer. Decorative. */
export function CheckIcon({ size = 14 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="m5 12 5 5 9-10" />
    </SvgIcon>
  );
}
