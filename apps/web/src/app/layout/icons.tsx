/** The few icons the frame needs, inline so no icon set is loaded. All are decorative. */
import { filledIcon, lineIcon } from '../../components/ui/line-icon';

export const GlobeIcon = lineIcon(
  16,
  <circle cx="12" cy="12" r="9" />,
  <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />,
);

export const ChevronDownIcon = lineIcon(14, <path d="m6 9 6 6 6-6" />);

export const LogoutIcon = lineIcon(
  18,
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
);

/** A person: the account settings. */
export const AccountIcon = lineIcon(18, <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 20a8 8 0 0 1 16 0" />);

export const MenuIcon = lineIcon(20, <path d="M4 7h16M4 12h16M4 17h16" />);

export const InstagramIcon = lineIcon(
  16,
  <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />,
  <circle cx="12" cy="12" r="4" />,
  <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />,
);

export const FacebookIcon = filledIcon(
  16,
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />,
);

export const YoutubeIcon = filledIcon(
  16,
  <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z" />,
);

export const LinkedinIcon = filledIcon(
  16,
  <path d="M6.9 8.9H3.8V20h3.1V8.9zM5.4 3.9a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zM20.2 13.6c0-3-1.6-4.9-4.2-4.9-1.5 0-2.4.8-2.8 1.5V8.9h-3V20h3.1v-5.9c0-1.5.6-2.6 2-2.6 1.3 0 1.8 1 1.8 2.6V20h3.1v-6.4z" />,
);
