import type { ComponentProps } from 'react';
import { GreenListDownloads } from './green-list-downloads';
import { GreenListReview } from './green-list-review';

/**
 * What only the foundation uses on a Green List: the review with its popups (the request for
 * information carries Mantine's MultiSelect, the heaviest piece of the screen) and the downloads.
 * Its own chunk, fetched only when a staff member opens a Green List.
 */
export function GreenListStaffTools({
  artisanId,
  ...review
}: ComponentProps<typeof GreenListReview> & { artisanId: string }) {
  return (
    <>
      <GreenListReview {...review} />
      <GreenListDownloads artisanId={artisanId} />
    </>
  );
}
