/** Small line icons of the analysis and decision screens (decorative: the text beside them says it). */
import { drawnIcon } from '../../../components/ui/line-icon';

export const GapIcon = drawnIcon(
  16,
  24,
  <path d="M12 3.5 2.5 20h19L12 3.5Z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
  <path d="M12 10v4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />,
  <circle cx="12" cy="17.25" r="1.1" fill="currentColor" />,
);

export const MailIcon = drawnIcon(
  20,
  24,
  <rect x="3" y="5.5" width="18" height="13" rx="2" stroke="currentColor" strokeWidth="1.6" />,
  <path d="m3.5 7 8.5 6.5L20.5 7" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />,
);

export const LockIcon = drawnIcon(
  14,
  24,
  <rect x="5" y="10.5" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="1.8" />,
  <path d="M8 10.5V7.5a4 4 0 1 1 8 0v3" stroke="currentColor" strokeWidth="1.8" />,
);

export const ChartIcon = drawnIcon(
  40,
  48,
  <path d="M8 40h32" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  <rect x="12" y="24" width="6" height="12" rx="1.5" stroke="currentColor" strokeWidth="2" />,
  <rect x="21" y="14" width="6" height="22" rx="1.5" stroke="currentColor" strokeWidth="2" />,
  <rect x="30" y="19" width="6" height="17" rx="1.5" stroke="currentColor" strokeWidth="2" />,
);
