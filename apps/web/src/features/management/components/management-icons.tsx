/**
 * The back-office screens' own icons (those they share with the other lists are in
 * components/ui/icons), inline so no icon set is loaded. Decorative: buttons carry the words.
 */
import { lineIcon } from '../../../components/ui/line-icon';

/** Deactivate: a power symbol. */
export const PowerIcon = lineIcon(18, <path d="M12 3v8" />, <path d="M6.3 6.6a8 8 0 1 0 11.4 0" />);

/** Activate: a check in a circle. */
export const ActivateIcon = lineIcon(18, <circle cx="12" cy="12" r="9" />, <path d="m8 12 3 3 5-6" />);

export const PeopleIcon = lineIcon(
  16,
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />,
  <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />,
);

export const GlobeIcon = lineIcon(
  16,
  <circle cx="12" cy="12" r="9" />,
  <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />,
);
