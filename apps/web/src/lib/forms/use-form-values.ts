import { useState } from 'react';

/** A form's values as typed, and `set` to change one field while the others stay as they are. */
export function useFormValues<Values extends object>(initial: Values) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  return { values, setValues, set };
}
