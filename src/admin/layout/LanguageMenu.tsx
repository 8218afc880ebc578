import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useI18nProvider, useLocaleState } from 'react-admin';
import type { Locale } from '../../domain';
import { LANGUAGES } from '../../web/locales';
import { switchLocaleInPlace } from '../i18n/switchInPlace';

/**
 * The app bar's language switch, as react-admin's LocalesMenuButton looks, switching in place (what is typed stays).
 */
export function LanguageMenu() {
  const i18nProvider = useI18nProvider();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: Locale) => {
    setAnchor(null);
    if (next !== locale) void switchLocaleInPlace(i18nProvider, next, setLocale);
  };
  return (
    <span>
      <Button
        color="inherit"
        aria-controls="language-menu"
        aria-haspopup="true"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {LANGUAGES.find((language) => language.locale === locale)?.name}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} keepMounted open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.locale}
            onClick={() => choose(language.locale)}
            selected={language.locale === locale}
            lang={language.locale}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
}
