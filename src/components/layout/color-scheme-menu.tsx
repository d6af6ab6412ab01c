// Light, dark or as the device (docs/decisions.md, Dark mode): a small menu in the top bars,
// signed in and out. Mantine keeps the choice in localStorage (src/app/color-scheme.ts).
import { ActionIcon, Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { LineIcon } from '../icons/line-icon';
import { useT } from '../../lib/i18n/use-t';
import type { AppKey } from '../../lib/i18n/app-en';

const CHOICES: { value: MantineColorScheme; label: AppKey }[] = [
  { value: 'auto', label: 'colorScheme.auto' },
  { value: 'light', label: 'colorScheme.light' },
  { value: 'dark', label: 'colorScheme.dark' },
];

function SunIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </LineIcon>
  );
}

function MoonIcon() {
  return (
    <LineIcon size={18}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </LineIcon>
  );
}

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
