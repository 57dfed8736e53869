import { lazy, Suspense } from 'react';
import { ArtisanLoginPage } from '../../features/auth/components/artisan-login-page';

// The sign-up (its machine, forms and lists) loads when the button is pressed.
const SignUpPopup = lazy(() =>
  import('../../features/signup/components/sign-up-popup').then((m) => ({ default: m.SignUpPopup })),
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
