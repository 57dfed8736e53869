import { Suspense } from 'react';
import { lazyWithMantine } from '../../components/ui/mantine/lazy-with-mantine';
import { ArtisanLoginPage } from '../../features/auth/components/artisan-login-page';

// The sign-up (its machine, forms and lists, and Mantine: the login page is drawn without it)
// loads when the button is pressed.
const SignUpPopup = lazyWithMantine(() =>
  import('../../features/signup/components/sign-up-popup').then((m) => m.SignUpPopup),
);

/** The artisan login with the sign-up in it: the app composes the two features. */
export function ArtisanLoginRoute() {
  return (
    <ArtisanLoginPage
      signUp={({ onClose }) => (
        <Suspense fallback={null}>
          <SignUpPopup onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
