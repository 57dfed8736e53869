import { Link } from 'react-router-dom';
import { pathTo } from '../../config/paths';
import type { Language } from '../../lib/i18n/languages';
import { useProductName } from '../../lib/app-config/get-app-config';
import classes from './layout.module.css';

/**
 * The second bar: the logo, and later the main menu. Until accounts exist the logo leads to the
 * hub; SPEC.md sends staff to home and artisans to their own home.
 */
export function LogoBar({ language }: { language: Language }) {
  const productName = useProductName();
  return (
    <div className={classes.logoBar}>
      <div className={classes.logoBarInner}>
        <Link to={pathTo('hub', language)} className={classes.logo}>
          <span className={classes.logoMark} aria-hidden="true">
            Ae
          </span>
          <span>{productName}</span>
        </Link>
      </div>
    </div>
  );
}
