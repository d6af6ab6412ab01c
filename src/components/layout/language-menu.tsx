// Norsk or English (docs/decisions.md, Languages): a small menu beside the colour scheme in both
// top bars. The choice shows at once on this device; signed in, `onChoose` also saves it to the
// account through the outbox, so it works offline and follows the owner to another device.
import { ActionIcon, Menu } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@contract/i18n/language';
import { chooseLanguage } from '../../lib/i18n/language-store';
import { useLanguage, useT } from '../../lib/i18n/use-t';
import { GlobeIcon } from './menu-icons';

export function LanguageMenu({ onChoose }: { onChoose?: (language: Language) => void }) {
  const language = useLanguage();
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('language.menu')}
          title={t('language.menu')}
        >
          <GlobeIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup
          value={language}
          onChange={(value) => {
            if (!isLanguage(value) || value === language) return;
            chooseLanguage(value, { signedIn: onChoose !== undefined });
            onChoose?.(value);
          }}
        >
          {LANGUAGES.map((code) => (
            <Menu.RadioItem key={code} value={code} lang={code} closeMenuOnClick>
              {LANGUAGE_NAMES[code]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
