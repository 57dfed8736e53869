/**
 * The line icons the back-office lists share (search, filters, sort, row actions, empty results),
 * inline so no icon set is loaded. All are decorative: buttons carry the words.
 */
import { lineIcon } from './line-icon';
import { SvgIcon } from './svg-icon';

export const SearchIcon = lineIcon(16, <circle cx="11" cy="11" r="7" />, <path d="m20 20-3.5-3.5" />);

export const ResetIcon = lineIcon(16, <path d="M4 12a8 8 0 1 0 2.6-5.9" />, <path d="M4 4v5h5" />);

export const PlusIcon = lineIcon(16, <path d="M12 5v14M5 12h14" />);

export const PencilIcon = lineIcon(
  18,
  <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />,
  <path d="m13.5 6.5 4 4" />,
);

export const TrashIcon = lineIcon(
  18,
  <path d="M4 7h16M10 11v6M14 11v6" />,
  <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);

export function SortIcon({ direction }: { direction: 'asc' | 'desc' }) {
  return (
    <SvgIcon size={14}>
      {direction === 'asc' ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M12 5v14M6 13l6 6 6-6" />}
    </SvgIcon>
  );
}

/** A magnifier in a circle, above "nothing found". */
export function EmptyIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" fill="none" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="27" stroke="currentColor" strokeOpacity="0.35" />
      <circle cx="25" cy="25" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="m32 32 8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
