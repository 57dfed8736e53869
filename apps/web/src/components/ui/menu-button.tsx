import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './menu-button.module.css';

export type MenuButtonItem = {
  key: string;
  label: ReactNode;
  /** An address in the app (a react-router link) … */
  to?: string;
  /** … or on another site (opens in a new tab). */
  href?: string;
  reloadDocument?: boolean;
  current?: boolean;
  lang?: string;
  onSelect?: () => void;
};

/**
 * A button that opens a list of links, after the WAI-ARIA menu button pattern: Enter, Space or
 * ArrowDown open it on the first (or current) item, arrows and Home/End move, Escape closes and
 * returns to the button, Tab leaves. Written by hand so the top bar needs no component library.
 */
export function MenuButton({
  label,
  items,
  buttonClassName,
  align = 'end',
  testId,
}: {
  label: ReactNode;
  items: readonly MenuButtonItem[];
  buttonClassName?: string;
  align?: 'start' | 'end';
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | 'current' | null>(null);

  const itemElements = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const elements = itemElements();
    const currentIndex = items.findIndex((item) => item.current);
    const target =
      focusOnOpen.current === 'last'
        ? elements.at(-1)
        : focusOnOpen.current === 'current' && currentIndex >= 0
          ? elements[currentIndex]
          : elements[0];
    target?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, items]);

  const openWith = (focus: 'first' | 'last' | 'current') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'current');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      elements[(next + elements.length) % elements.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(elements.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case ' ':
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
        return;
      default:
        return;
    }
  };

  return (
    <div className={classes.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`plain-button ${buttonClassName ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => (open ? close(false) : openWith('current'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {open ? (
        <ul
          id={menuId}
          ref={listRef}
          role="menu"
          className={classes.menu}
          data-align={align}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              className: classes.item,
              lang: item.lang,
              hrefLang: item.lang,
              'aria-current': item.current ? ('true' as const) : undefined,
              onClick: () => {
                item.onSelect?.();
                setOpen(false);
              },
            };
            return (
              <li key={item.key} role="none">
                {item.to !== undefined ? (
                  <Link to={item.to} reloadDocument={item.reloadDocument} {...common}>
                    {item.label}
                  </Link>
                ) : (
                  <a href={item.href} target="_blank" rel="noopener noreferrer" {...common}>
                    {item.label}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
