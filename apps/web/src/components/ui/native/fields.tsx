import {
  useId,
  useState,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { lineIcon } from '../line-icon';
import classes from './native.module.css';

/** What every labelled field shows around its input, in Mantine's order. */
export type FieldFrame = {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The red asterisk without the `required` attribute (the form checks it itself). */
  withAsterisk?: boolean;
  /** The input's widest, in pixels (the label and description keep the whole width). */
  maw?: number;
};

/** The ids that tie the label, the description and the error to the input. */
function useFieldIds(id: string | undefined, { description, error }: FieldFrame) {
  const own = useId();
  const inputId = id ?? own;
  const described = [description ? `${inputId}-description` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { inputId, describedBy: described || undefined };
}

function Frame({
  inputId,
  label,
  description,
  error,
  asterisk,
  maw,
  children,
}: Omit<FieldFrame, 'withAsterisk'> & { inputId: string; asterisk: boolean; children: ReactNode }) {
  return (
    <div className={classes.field} style={maw ? { ['--input-max' as string]: `${maw}px` } : undefined}>
      {label ? (
        <label htmlFor={inputId} className={classes.label}>
          {label}
          {asterisk ? <Asterisk /> : null}
        </label>
      ) : null}
      {description ? (
        <p id={`${inputId}-description`} className={classes.description}>
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${inputId}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const Asterisk = () => (
  <span className={classes.required} aria-hidden="true">
    {' *'}
  </span>
);

/**
 * A one-line input with its label, description and error; `leftSection` (an icon) and
 * `rightSection` sit inside its start and end.
 */
export function TextField({
  id,
  label,
  description,
  error,
  withAsterisk = false,
  maw,
  leftSection,
  rightSection,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> &
  FieldFrame & { leftSection?: ReactNode; rightSection?: ReactNode; ref?: Ref<HTMLInputElement> }) {
  const { inputId, describedBy } = useFieldIds(id, { description, error });
  return (
    <Frame
      {...{ inputId, label, description, error, maw }}
      asterisk={withAsterisk || input.required === true}
    >
      <div className={classes.inputWrap}>
        {leftSection ? (
          <div className={classes.left} aria-hidden="true">
            {leftSection}
          </div>
        ) : null}
        <input
          {...input}
          ref={ref}
          id={inputId}
          className={classes.input}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          data-with-left={leftSection ? true : undefined}
          data-with-right={rightSection ? true : undefined}
        />
        {rightSection ? <div className={classes.right}>{rightSection}</div> : null}
      </div>
    </Frame>
  );
}

const EYE = <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />;
const ShowIcon = lineIcon(16, EYE, <circle cx="12" cy="12" r="3" />);
const HideIcon = lineIcon(16, EYE, <circle cx="12" cy="12" r="3" />, <path d="M3 3l18 18" />);

/**
 * A password input with a button at its end that shows what was typed (Mantine's PasswordInput).
 * `toggleLabel` names that button for screen readers; it says whether it is pressed.
 */
export function PasswordField({
  toggleLabel,
  ...field
}: Omit<ComponentProps<typeof TextField>, 'type' | 'rightSection'> & { toggleLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      rightSection={
        <button
          type="button"
          className={classes.reveal}
          aria-label={toggleLabel}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <HideIcon /> : <ShowIcon />}
        </button>
      }
    />
  );
}

/** A text area that grows with its text, from `minRows` lines. */
export function TextAreaField({
  id,
  label,
  description,
  error,
  withAsterisk = false,
  maw,
  minRows = 2,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrame & { minRows?: number }) {
  const { inputId, describedBy } = useFieldIds(id, { description, error });
  return (
    <Frame
      {...{ inputId, label, description, error, maw }}
      asterisk={withAsterisk || textarea.required === true}
    >
      <textarea
        {...textarea}
        id={inputId}
        rows={minRows}
        // field-sizing makes it grow with its text, and ignore rows: the height of minRows lines.
        style={{ minHeight: `calc(${minRows} * 1.55em + 0.8rem + 2px)`, ...textarea.style }}
        className={classes.input}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
    </Frame>
  );
}

/** One checkbox with its label beside it. */
export function CheckboxField({
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={classes.choice}>
      <input {...input} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}

/** One answer out of a few, as radios under the question that is their legend. */
export function RadioGroupField<T extends string>({
  id,
  label,
  description,
  withAsterisk = false,
  options,
  value,
  disabled,
  onChange,
}: Omit<FieldFrame, 'maw' | 'error'> & {
  id?: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T | null;
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  const { inputId, describedBy } = useFieldIds(id, { description });
  return (
    <fieldset className={classes.field} id={inputId} aria-describedby={describedBy} disabled={disabled}>
      <legend className={classes.label}>
        {label}
        {withAsterisk ? <Asterisk /> : null}
      </legend>
      {description ? (
        <p id={`${inputId}-description`} className={classes.description}>
          {description}
        </p>
      ) : null}
      <div className={classes.choices}>
        {options.map((option) => (
          <label key={option.value} className={classes.choice}>
            <input
              type="radio"
              name={inputId}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
