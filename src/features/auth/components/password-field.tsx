// A password input whose show/hide toggle is a real, focusable, named button, and which says it is
// invalid to a screen reader when it shows an error (Mantine's marks the inner input only with a
// data attribute).
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export function PasswordField(props: PasswordInputProps & { label: string }) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': `Show ${props.label.toLowerCase()}` }}
      {...props}
    />
  );
}
