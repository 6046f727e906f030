import { createTheme, type Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';

// MUI's own words (the pager's and the picker's button names, an alert's close button) are English
// unless given: they come from the locale files like every other text, in the reader's language.
export function localizedTheme(base: Theme, t: TFunction): Theme {
  const pagerLabel = (type: string, page: number | null, selected = false): string => {
    if (type === 'first') return t('common:controls.firstPage');
    if (type === 'last') return t('common:controls.lastPage');
    if (type === 'next') return t('common:controls.nextPage');
    if (type === 'previous') return t('common:controls.previousPage');
    return selected ? t('common:controls.page', { page }) : t('common:controls.goToPage', { page });
  };
  return createTheme(base, {
    components: {
      MuiTablePagination: { defaultProps: { getItemAriaLabel: (type: string) => pagerLabel(type, null) } },
      MuiPagination: { defaultProps: { getItemAriaLabel: pagerLabel } },
      MuiAutocomplete: {
        defaultProps: {
          clearText: t('common:controls.clear'),
          closeText: t('common:controls.close'),
          openText: t('common:controls.open'),
          loadingText: t('common:controls.loading'),
          noOptionsText: t('common:controls.noOptions'),
        },
      },
      MuiAlert: { defaultProps: { closeText: t('common:controls.close') } },
      // A bar without its own name (most are a page's "loading" line) is named for screen readers.
      MuiLinearProgress: { defaultProps: { 'aria-label': t('common:controls.loading') } },
      MuiCircularProgress: { defaultProps: { 'aria-label': t('common:controls.loading') } },
    },
  });
}
