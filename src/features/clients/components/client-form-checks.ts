// The client form's checks: the contract's own schema decides, as the server will, and the
// owner's language words each refusal (the contract's messages are the spec's English,
// docs/decisions.md, Languages), told apart by the field and the kind of check that failed.
import type { z } from 'zod';
import { clientBodySchema } from '@contract/clients';
import type { AppTranslate } from '@/lib/i18n/use-t';

export interface ClientFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

type Field = keyof ClientFormValues;

const FIELDS: readonly Field[] = ['firstName', 'lastName', 'phone', 'email'];

function isField(value: unknown): value is Field {
  return FIELDS.some((field) => field === value);
}

function fieldMessage(t: AppTranslate, field: Field, issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big') {
    return t('clients.tooLong', { field, max: String(issue.maximum) });
  }
  switch (field) {
    case 'firstName':
      return issue.code === 'custom'
        ? t('clients.firstNameOneLine')
        : t('clients.firstNameRequired');
    case 'lastName':
      // Optional: a walk-in may give a first name only (docs/decisions.md, Appointments and
      // clients), so only a line break or a control character is refused.
      return t('clients.lastNameOneLine');
    case 'phone':
      return t('clients.phoneInvalid');
    case 'email':
      return t('clients.emailInvalid');
  }
}

/** Mantine's form errors, one per field: the first refusal of each, in the owner's language. */
export function clientFormErrors(
  t: AppTranslate,
  values: ClientFormValues,
): Partial<Record<Field, string>> {
  const parsed = clientBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isField(field) && errors[field] === undefined)
      errors[field] = fieldMessage(t, field, issue);
  }
  return errors;
}
