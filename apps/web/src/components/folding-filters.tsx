// A list's filters beyond its words, folded behind one button on a phone (the button says how many
// are set), so that the results are not ten fields down the screen; from 600 px up they always show.
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a search page hands its filter bar (discovery, video search): the filters and how to set
 * one, the server's message per field, the sort and its order, clearing, and the results' summary.
 */
export type FilterBarProps<Filters, Sort> = {
  filters: Filters;
  set: (key: keyof Filters, value: string) => void;
  fieldErrors: Record<string, string>;
  sort: Sort;
  onSort: (sort: Sort) => void;
  order: 'asc' | 'desc';
  onOrder: (order: 'asc' | 'desc') => void;
  onClear: () => void;
  summary: string | null;
};

/** Below the theme's `sm` breakpoint: a phone held upright. */
export const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

export function FoldingFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(phoneQuery);
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
