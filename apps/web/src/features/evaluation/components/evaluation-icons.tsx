/** The icons of the evaluation screen, inline (no icon set is loaded). All are decorative. */
import { lineIcon } from '../../../components/ui/line-icon';

export const LockIcon = lineIcon(
  14,
  <rect x="5" y="11" width="14" height="9" rx="2" />,
  <path d="M8 11V8a4 4 0 0 1 8 0v3" />,
);

export const CloudIcon = lineIcon(
  16,
  <path d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.2 9.6 4.2 4.2 0 0 0 7 18z" />,
);

export const AlertIcon = lineIcon(16, <path d="M12 4 2.8 19.5h18.4z" />, <path d="M12 10v4.5M12 17.2v.1" />);
