/** The list's icons, inline so no icon set is loaded. All are decorative: buttons carry the words. */
import { SvgIcon, type IconProps } from '../../../components/ui/svg-icon';

export function SearchIcon({ size = 16 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </SvgIcon>
  );
}

export function FiltersIcon({ size = 16 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </SvgIcon>
  );
}

export function ResetIcon({ size = 16 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="M4 12a8 8 0 1 0 2.6-5.9" />
      <path d="M4 4v5h5" />
    </SvgIcon>
  );
}

export function PlusIcon({ size = 16 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="M12 5v14M5 12h14" />
    </SvgIcon>
  );
}

export function UploadIcon({ size = 16 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="M12 15V4M7 9l5-5 5 5" />
      <path d="M5 15v4a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-4" />
    </SvgIcon>
  );
}

export function EyeIcon({ size = 18 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}

export function PencilIcon({ size = 18 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
      <path d="m13.5 6.5 4 4" />
    </SvgIcon>
  );
}

export function EvaluateIcon({ size = 18 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="M9 4h6a1 1 0 0 1 1 1v1H8V5a1 1 0 0 1 1-1z" />
      <path d="M8 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2" />
      <path d="m9 13 2 2 4-4" />
    </SvgIcon>
  );
}

export function MailIcon({ size = 18 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6 8.5-6" />
    </SvgIcon>
  );
}

export function TrashIcon({ size = 18 }: IconProps) {
  return (
    <SvgIcon size={size}>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </SvgIcon>
  );
}

export function SortIcon({ direction }: { direction: 'asc' | 'desc' }) {
  return (
    <SvgIcon size={14}>
      {direction === 'asc' ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M12 5v14M6 13l6 6 6-6" />}
    </SvgIcon>
  );
}

export function EmptyIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" fill="none" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="27" stroke="currentColor" strokeOpacity="0.35" />
      <circle cx="25" cy="25" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="m32 32 8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
