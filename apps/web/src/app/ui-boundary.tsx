import { Outlet } from 'react-router-dom';
import { MantineScope } from '../components/ui/mantine/mantine-scope';

/**
 * What the screens with forms and popups rely on: Mantine's components. A separate chunk, so the
 * hub and the other plain first screens do not load it. (TanStack Query comes with the screens that
 * read lists, not here.)
 */
export function UiBoundary() {
  return (
    <MantineScope>
      <Outlet />
    </MantineScope>
  );
}
