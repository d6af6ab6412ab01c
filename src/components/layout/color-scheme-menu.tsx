// Light, dark or as the device (docs/decisions.md, Dark mode): a small menu in the top bars,
// signed in and out. Mantine keeps the choice in localStorage (src/app/color-scheme.ts).
import { ActionIcon, Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { MoonIcon, SunIcon } from './menu-icons';
import { useT } from '../../lib/i18n/use-t';
import type { AppKey } from '../../lib/i18n/app-en';

const CHOICES: { value: MantineColorScheme; label: AppKey }[] = [
  { value: 'auto', label: 'colorScheme.auto' },
  { value: 'light', label: 'colorScheme.light' },
  { value: 'dark', label: 'colorScheme.dark' },
];

export function ColorSchemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // What shows now, 'auto' resolved: the icon says it.
  const shown = useComputedColorScheme('light');
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('colorScheme.menu')}
          title={t('colorScheme.menu')}
        >
          {shown === 'dark' ? <MoonIcon /> : <SunIcon />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
        >
          {CHOICES.map((choice) => (
            <Menu.RadioItem key={choice.value} value={choice.value} closeMenuOnClick>
              {t(choice.label)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
