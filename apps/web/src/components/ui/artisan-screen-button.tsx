import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathTo, type RouteName } from '../../config/paths';
import type { Language } from '../../lib/i18n/languages';

/**
 * A button that opens one of an artisan's screens (profile, evaluation, analysis, Green List) in
 * the language shown: a link, so it opens in a new tab too.
 */
export function ArtisanScreenButton({
  screen,
  artisanId,
  language,
  ...button
}: ButtonProps & {
  screen: RouteName;
  artisanId: string;
  language: Language;
  children: ReactNode;
}) {
  return <Button component={Link} to={pathTo(screen, language, { id: artisanId })} {...button} />;
}
