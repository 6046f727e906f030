// The choices of a select field: one menu item per value, labelled.
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

/** A list, not a component: MUI's select reads the values from its direct children. */
export const menuOptions = <V extends string>(values: readonly V[], label: (value: V) => ReactNode) =>
  values.map((value) => (
    <MenuItem key={value} value={value}>
      {label(value)}
    </MenuItem>
  ));
