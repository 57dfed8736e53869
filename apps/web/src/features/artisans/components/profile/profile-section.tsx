import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of the profile (identity, craft, contact…): a fieldset in the form, a titled block in see mode. */
export function ProfileSection({
  title,
  children,
  asFieldset = true,
  testId,
}: {
  title: string;
  children: ReactNode;
  asFieldset?: boolean;
  testId?: string;
}) {
  const heading = (
    <Title
      order={2}
      component={asFieldset ? 'legend' : 'h2'}
      fz="lg"
      c="forest.9"
      mb={4}
      p={0}
      style={{ fontFamily: 'var(--font-serif)' }}
    >
      {title}
    </Title>
  );
  return asFieldset ? (
    <Stack
      gap="sm"
      component="fieldset"
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      data-testid={testId}
    >
      {heading}
      {children}
    </Stack>
  ) : (
    <Stack gap="sm" component="section" data-testid={testId}>
      {heading}
      {children}
    </Stack>
  );
}
