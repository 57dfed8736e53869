import { lazy, type ComponentType } from 'react';

/**
 * A component fetched at its first render together with Mantine's provider and styles, for the
 * screens drawn without Mantine (the logins, the Green List wizard): their popups use Mantine,
 * and most visits never open one.
 */
export function lazyWithMantine<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { MantineScope }] = await Promise.all([load(), import('./mantine-scope')]);
    function WithMantine(props: P) {
      return (
        <MantineScope>
          <Component {...props} />
        </MantineScope>
      );
    }
    return { default: WithMantine };
  });
}
