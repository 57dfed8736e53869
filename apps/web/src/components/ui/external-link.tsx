import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  ...props
}: AnchorProps & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>
    </Anchor>
  );
}
