// Mantine's CSS for what the review adds to the shared set (MultiSelect's pills).
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import type { ComponentProps } from 'react';
import { MantineScope } from '../../../components/ui/mantine/mantine-scope';
import { GreenListDownloads } from './green-list-downloads';
import { GreenListReview } from './green-list-review';

/**
 * What only the foundation uses on a Green List: the review with its popups (the request for
 * information carries Mantine's MultiSelect, the heaviest piece of the screen) and the downloads.
 * Its own chunk, with Mantine's provider, fetched only when a staff member opens a Green List.
 */
export function GreenListStaffTools({
  artisanId,
  ...review
}: ComponentProps<typeof GreenListReview> & { artisanId: string }) {
  return (
    <MantineScope>
      <GreenListReview {...review} />
      <GreenListDownloads artisanId={artisanId} />
    </MantineScope>
  );
}
