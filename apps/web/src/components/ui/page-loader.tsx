import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a screen's code or texts load. The label is optional: texts may not be there yet. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-busy="true">
      <Loader color="forest" size="md" type="dots" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </Center>
  );
}
