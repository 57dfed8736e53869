/**
 * The artisan list's own icons (those it shares with the other lists are in components/ui/icons),
 * inline so no icon set is loaded. All are decorative: buttons carry the words.
 */
import { lineIcon } from '../../../components/ui/line-icon';

export const FiltersIcon = lineIcon(16, <path d="M4 6h16M7 12h10M10 18h4" />);

export const UploadIcon = lineIcon(
  16,
  <path d="M12 15V4M7 9l5-5 5 5" />,
  <path d="M5 15v4a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-4" />,
);

export const EyeIcon = lineIcon(
  18,
  <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />,
  <circle cx="12" cy="12" r="3" />,
);

export const EvaluateIcon = lineIcon(
  18,
  <path d="M9 4h6a1 1 0 0 1 1 1v1H8V5a1 1 0 0 1 1-1z" />,
  <path d="M8 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2" />,
  <path d="m9 13 2 2 4-4" />,
);

export const MailIcon = lineIcon(
  18,
  <rect x="3" y="5" width="18" height="14" rx="2" />,
  <path d="m3.5 6.5 8.5 6 8.5-6" />,
);
