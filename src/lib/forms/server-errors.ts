// A refusal shown where it belongs: a message about one of the form's fields (the
// server's `param`) under that field, every other one together in one alert at the top of the
// form (components/form-alert.tsx). Applied from a mutation's onError, never from an effect:
// Mantine's setFieldError is a new function on every render.
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverText } from '../i18n/server-text';
import { ApiError, messagesOf } from '../api/api-error';
import { notifyError } from '../notifications/notify';

/** What of a Mantine form this needs: its values (to know its fields) and setFieldError. */
export interface FieldErrorTarget {
  values: object;
  setFieldError: (path: string, error: string) => void;
}

/**
 * Puts every message of `error` whose `param` is a field of `form` on that field; returns the
 * others, for the form's alert. A field named twice shows its messages together.
 */
export function applyServerErrors(form: FieldErrorTarget, error: unknown): string[] {
  if (!(error instanceof ApiError)) return messagesOf(error);
  // In the owner's language, from each refusal's code (docs/decisions.md, Languages); on its
  // field, the field's own label says which.
  const onFields = new Map<string, string[]>();
  const rest: string[] = [];
  for (const item of error.items) {
    if (item.param !== undefined && Object.hasOwn(form.values, item.param)) {
      const text = serverText({ msg: item.msg, code: item.code });
      onFields.set(item.param, [...(onFields.get(item.param) ?? []), text]);
    } else {
      rest.push(serverText(item));
    }
  }
  for (const [field, messages] of onFields) form.setFieldError(field, messages.join(' '));
  return rest;
}

export interface ServerErrors {
  /** The form's alert: the messages no field shows; empty when there is none. */
  alert: string[];
  /** From the mutation's onError: fields get theirs, the alert the rest. */
  show: (form: FieldErrorTarget, error: unknown) => void;
  /** A message of the form's own (a mismatch caught before sending) as the alert. */
  showAlert: (messages: string[]) => void;
  /** On a new submit: the earlier attempt's alert goes. */
  clear: () => void;
}

/** The alert's state; the field errors live in the form and go when the field is edited. */
export function useServerErrors(): ServerErrors {
  const [alert, setAlert] = useState<string[]>([]);
  const show = useCallback((form: FieldErrorTarget, error: unknown) => {
    setAlert(applyServerErrors(form, error));
  }, []);
  const clear = useCallback(() => setAlert((current) => (current.length ? [] : current)), []);
  return { alert, show, showAlert: setAlert, clear };
}

/**
 * Forms whose mutation a screen owns (the catalogue's): the mutation hook hands a refusal to
 * the form of its name while that form is on screen, else it is a danger alert as before.
 */
const formsOnScreen = new Map<string, (error: unknown) => void>();

/** Called from a mutation's onError. */
export function refuseOnForm(formName: string, error: unknown): void {
  const show = formsOnScreen.get(formName);
  if (show) show(error);
  else notifyError(error);
}

/** Registers the mounted form under `formName`: `onRefused` hears refusals from refuseOnForm. */
export function useFormRefusals(formName: string, onRefused: (error: unknown) => void): void {
  // The latest callback, read when a refusal comes: the registration does not follow renders.
  const latest = useRef(onRefused);
  useEffect(() => {
    latest.current = onRefused;
  });
  useEffect(() => {
    const show = (error: unknown) => latest.current(error);
    formsOnScreen.set(formName, show);
    return () => {
      if (formsOnScreen.get(formName) === show) formsOnScreen.delete(formName);
    };
  }, [formName]);
}
