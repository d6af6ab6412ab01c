// A password input whose show/hide toggle is a real, focusable, named button.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export function PasswordField(props: PasswordInputProps & { label: string }) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show ${props.label.toLowerCase()}` }}
      {...props}
    />
  );
}
