// A list's filters beyond its words, folded behind one button on a phone (the button says how many
// are set), so that the results are not ten fields down the screen; from 600 px up they always show.
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const PHONE_QUERY = '(max-width:599.95px)';

export function FoldingFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1.5 }}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        data-testid="filters-toggle"
      >
        {open ? t('common:foldingFilters.hide') : active > 0 ? t('common:foldingFilters.showSet', { count: active }) : t('common:foldingFilters.show')}
      </Button>
      <Collapse in={open} id={id}>
        {children}
      </Collapse>
    </>
  );
}
