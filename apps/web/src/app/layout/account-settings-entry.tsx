import type { ComponentProps } from 'react';
import { AccountSettingsPopup } from '../../features/account-settings/components/account-settings-popup';
import { MantineScope } from '../../components/ui/mantine/mantine-scope';

/**
 * The account settings popup as the top bar opens it: a chunk of its own, loaded on the first
 * click, with Mantine's provider (the top bar is outside the screens' UI boundary).
 */
export function AccountSettingsEntry(props: ComponentProps<typeof AccountSettingsPopup>) {
  return (
    <MantineScope>
      <AccountSettingsPopup {...props} />
    </MantineScope>
  );
}
