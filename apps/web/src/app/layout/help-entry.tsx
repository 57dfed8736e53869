import type { ComponentProps } from 'react';
import { HelpCenter } from '../../features/help/components/help-center';
import { MantineScope } from '../../components/ui/mantine/mantine-scope';

/**
 * The help of the back office (guided tours, main video, help button) as the frame shows it to
 * staff: a chunk of its own, with Mantine's provider, never loaded for visitors or artisans.
 */
export function HelpEntry(props: ComponentProps<typeof HelpCenter>) {
  return (
    <MantineScope>
      <HelpCenter {...props} />
    </MantineScope>
  );
}
