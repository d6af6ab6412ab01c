// A password input whose show/hide toggle is a real, focusable, named button, and which says it is
// invalid to a screen reader when it shows an error (Mantine's marks the inner input only with a
// data attribute).
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useT } from '@/lib/i18n/use-t';

export function PasswordField(props: PasswordInputProps & { label: string }) {
  const t = useT();
  return (
    <PasswordInput
      visibilityToggleFocusable
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{
        'aria-label': t('auth.showField', { field: props.label.toLowerCase() }),
      }}
      {...props}
    />
  );
}
