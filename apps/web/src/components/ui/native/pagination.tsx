import type { ComponentType } from 'react';
import { lineIcon } from '../line-icon';
import { Button } from './button';
import classes from './native.module.css';
import { pageItems } from './page-items';

type Control = 'first' | 'previous' | 'next' | 'last';

const First = lineIcon(16, <path d="M11 17l-5-5 5-5" />, <path d="M18 17l-5-5 5-5" />);
const Previous = lineIcon(16, <path d="M15 18l-6-6 6-6" />);
const Next = lineIcon(16, <path d="M9 18l6-6-6-6" />);
const Last = lineIcon(16, <path d="M13 17l5-5-5-5" />, <path d="M6 17l5-5-5-5" />);

/**
 * A list's page buttons: first, previous, the pages around the current one, next and last. Each
 * button is named for screen readers (`pageLabel`, `controlLabel`); the current page says so.
 */
export function Pagination({
  total,
  page,
  onChange,
  pageLabel,
  controlLabel,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
  pageLabel: (page: number) => string;
  controlLabel: (control: Control) => string;
}) {
  const control = (name: Control, target: number, Icon: ComponentType) => (
    <li>
      <Button
        variant="default"
        size="icon"
        aria-label={controlLabel(name)}
        disabled={target === page || target < 1 || target > total}
        onClick={() => onChange(target)}
      >
        <Icon />
      </Button>
    </li>
  );
  return (
    <ul className={classes.pages}>
      {control('first', 1, First)}
      {control('previous', page - 1, Previous)}
      {pageItems(total, page).map((item, index) =>
        item === 'gap' ? (
          <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item}>
            <Button
              variant={item === page ? 'filled' : 'default'}
              size="icon"
              aria-label={pageLabel(item)}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => item !== page && onChange(item)}
            >
              {item}
            </Button>
          </li>
        ),
      )}
      {control('next', page + 1, Next)}
      {control('last', total, Last)}
    </ul>
  );
}
